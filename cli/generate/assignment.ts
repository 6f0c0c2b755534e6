// What one article's prompt needs from the site: its place, its author, its neighbours; and the
// prompts as the dry run shows them.
import type { SiteContent } from '../../lib/content/model/index.ts';
import type { RejectedDraft } from '../review/rejected.ts';
import type { AnswerLimits } from './checks.ts';
import type { ArticlePlan, GenerationPlan } from './plan.ts';
import { buildMessages, type ChatMessage } from './prompts.ts';

/**
 * The messages for one planned article. `writtenTitles` are titles this run already wrote in
 * the same subcategory, so that three articles asked for at once are about three topics;
 * `rejected` the drafts an editor rejected, of which those of the subcategory are named.
 */
export function messagesFor(
  article: ArticlePlan,
  content: SiteContent,
  plan: GenerationPlan,
  limits: AnswerLimits,
  writtenTitles: readonly string[] = [],
  rejected: readonly RejectedDraft[] = [],
): ChatMessage[] {
  const here = (category: string, subcategory: string) =>
    category === article.category.slug && subcategory === article.subcategory.slug;
  const neighbours = content.articles.filter((a) => here(a.primary.category, a.primary.subcategory));
  const labels = content.articles.flatMap((a) =>
    a.entities.flatMap((entity) =>
      entity.subcategories
        .filter((sub) => here(entity.category, sub.listedUnder))
        .flatMap((sub) => sub.subsubcategories),
    ),
  );
  return buildMessages({
    locale: plan.locale,
    site: { brand: content.site.brand, tagline: content.site.tagline, generation: plan.settings },
    category: article.category,
    subcategory: article.subcategory,
    author: article.author,
    takenTitles: [...writtenTitles, ...neighbours.map((a) => a.title)],
    rejectedDrafts: rejected.filter((draft) => here(draft.category ?? '', draft.subcategory ?? '')),
    knownLabels: [...new Set(labels)].sort(),
    limits,
  });
}

/** One article's prompts as the dry run prints them. */
export function dryRunText(article: ArticlePlan, index: number, plan: GenerationPlan, messages: ChatMessage[]): string {
  const heading = `=== Article ${index + 1} of ${plan.articles.length}: ${article.category.slug}/${article.subcategory.slug} by ${article.author.name} (${plan.locale.id}) ===`;
  return [heading, ...messages.map((m) => `--- ${m.role} ---\n${m.content}`), ''].join('\n');
}
