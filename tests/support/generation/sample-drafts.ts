// Drafts as `npm run generate` writes them and `npm run drafts` reviews them, in the fixture site
// (tests/support/content/fixture-site.ts): the review queue's tests and the generator's share them.
import { articleSource, type FixtureSite } from '../content/fixture-site.ts';

/** A draft as the generator writes it: `draft: true` first. */
export const asDraft = (source: string): string => source.replace('---\n', '---\ndraft: true\n');

/** The `generated` record the generator writes last in the frontmatter; ends the frontmatter. */
export const GENERATED = '\ngenerated:\n  model: llama3.1\n  checks: [answer-json, lengths, language]\n---\n\n';

/** The source with the generator's `generated` record. */
export const asGenerated = (source: string): string => source.replace('\n---\n\n', GENERATED);

/** The source as `npm run drafts -- reject` leaves it in content/{site}/rejected/, with plain YAML values. */
export const asRejected = (source: string, { by, date, reason }: { by: string; date: string; reason: string }) =>
  source.replace('\n---\n\n', `\nrejected:\n  by: ${by}\n  date: ${date}\n  reason: ${reason}\n---\n\n`);

/** A generated draft of the fixture site that every check of the review queue passes. */
export const READY_DRAFT = asDraft(
  asGenerated(
    articleSource(
      { id: 3, slug: 'ready', title: 'Bluffing on the River', author: 'Tom Reed', published: '2026-11-29' },
      'A bluff on the river wins only when the opponent folds a better hand.\n',
    ),
  ),
);

/** A published article's body, which the draft copy.md repeats. */
export const MARGINS =
  'Bookmakers build a margin into every price they offer. To find it, convert each price to an implied ' +
  'probability and add them up. The amount by which the total exceeds one hundred percent is the margin, and it ' +
  'is what the bettor pays for the privilege of betting. A market with a small margin gives the bettor more of ' +
  'the fair price back over many bets.\n';

/**
 * A published article (margins.md), and four drafts dated 2026-11-29: one breaking each check
 * of the queue (claim.md: claims, figure.md: figures, copy.md: originality) and one the content
 * check refuses (Broken.md: its slug).
 */
export function writeFailingDrafts(site: FixtureSite): void {
  site.write(
    'articles/margins.md',
    articleSource({ id: 5, slug: 'margins', title: 'Finding the Bookmaker Margin', published: '2025-05-01' }, MARGINS),
  );
  const draft = (id: number, slug: string, title: string, body: string) =>
    site.write(`articles/${slug}.md`, asDraft(articleSource({ id, slug, title, published: '2026-11-29' }, body)));
  draft(
    6,
    'claim',
    'A Monthly Staking Plan',
    'Flat stakes keep a bankroll steady.\n\nThis staking plan guarantees a profit every single month.\n',
  );
  draft(7, 'figure', 'Reading Decimal Odds', 'Decimal odds of 2.50 imply a 45% chance.\n');
  draft(
    8,
    'copy',
    'What a Price Hides',
    MARGINS.replace('Bookmakers', 'Sportsbooks').replace('bettor pays', 'punter pays'),
  );
  draft(9, 'Broken', 'A Draft With a Bad Slug', 'Text.\n');
}
