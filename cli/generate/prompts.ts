// The messages sent to the model for one article, and the follow-up when an answer is refused.
import type { GenerationSettings } from '../../lib/content/model/index.ts';
import { CLAIM_RULES, CLAIM_TOPICS } from '../../lib/quality/claim-rules/index.ts';
import type { AnswerLimits } from './checks.ts';
import type { GenerationLocale } from './locales.ts';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ArticleAssignment {
  locale: GenerationLocale;
  site: { brand: string; tagline?: string; generation: GenerationSettings };
  category: { title: string; description: string };
  subcategory: { title: string; description: string };
  author: { name: string; role: string };
  /** Titles already published in the subcategory (or written earlier in this run): pick another topic. */
  takenTitles: readonly string[];
  /** Drafts of the subcategory an editor rejected, with the reason: not to be written again. */
  rejectedDrafts?: readonly { title: string; reason: string }[];
  /** Sub-subcategory labels the subcategory already uses, so articles group together. */
  knownLabels: readonly string[];
  limits: AnswerLimits;
}

// A long list would crowd out the instructions; the newest titles are the likeliest repeats.
const MAX_LISTED_TITLES = 40;

/** The system and user messages asking for one article. */
export function buildMessages(assignment: ArticleAssignment): ChatMessage[] {
  return [
    { role: 'system', content: systemPrompt(assignment) },
    { role: 'user', content: userPrompt(assignment) },
  ];
}

/** The follow-up to a refused answer: it names every failure so the model can fix exactly those. */
export function retryMessage(problems: readonly string[]): string {
  return [
    'Your answer was refused:',
    ...problems.map((problem) => `- ${problem}`),
    'Reply again with the complete JSON object, fixing these problems and keeping to every earlier instruction.',
  ].join('\n');
}

function systemPrompt({ locale, site, limits }: ArticleAssignment): string {
  const { referenceSites, nicheTerms } = site.generation;
  const niche = locale.languageFeatureGuidance?.({ nicheTerms }) ?? `Use precise, correct ${nicheTerms}.`;
  const { titleChars, descriptionChars, labels, bodyWords, minSections } = limits;
  return [
    `You write articles for ${site.brand}${site.tagline ? `: ${site.tagline}` : ''}`,
    '',
    `Language: ${locale.responseLanguageInstruction}`,
    `Style: ${locale.articleStyleGuidance}`,
    `Wording: ${niche}`,
    `Claims: ${claimsGuidance(locale)}`,
    '',
    'Sources: you may link only to these reference sites, and to no other site:',
    ...referenceSites.map((reference) => `- ${reference.name}: ${reference.url}`),
    '',
    'Answer with one JSON object and nothing else, with exactly these fields:',
    `- "title": the article's title, ${titleChars.min} to ${titleChars.max} characters.`,
    `- "description": one or two sentences for search engines and listings, ${descriptionChars.min} to ${descriptionChars.max} characters.`,
    `- "subsubcategories": ${labels.min} to ${labels.max} short topic labels of at most ${labels.maxChars} characters each; reuse a known label when one fits.`,
    `- "body": the article in markdown, ${bodyWords.min} to ${bodyWords.max} words. Start with a paragraph, not a title (the page shows the title). ` +
      `Use at least ${minSections} sections with "## " headings and "### " for subsections. No raw HTML, no images.`,
  ].join('\n');
}

function userPrompt({
  category,
  subcategory,
  author,
  takenTitles,
  rejectedDrafts = [],
  knownLabels,
}: ArticleAssignment): string {
  const lines = [
    `Write a new article for the subcategory "${subcategory.title}" of the category "${category.title}".`,
    `The category: ${category.description.trim()}`,
    `The subcategory: ${subcategory.description.trim()}`,
    `The author is ${author.name}, ${author.role}: write in their voice.`,
  ];
  if (knownLabels.length > 0) lines.push('', `Labels already used in this subcategory: ${knownLabels.join(', ')}.`);
  if (takenTitles.length > 0) {
    lines.push(
      '',
      'These titles are already published; choose a different topic:',
      ...takenTitles.slice(0, MAX_LISTED_TITLES).map((title) => `- ${title}`),
    );
  }
  if (rejectedDrafts.length > 0) {
    lines.push(
      '',
      'An editor rejected these drafts; do not write them again, and avoid what the editor objected to:',
      ...rejectedDrafts.slice(-MAX_LISTED_TITLES).map(({ title, reason }) => `- ${title} (rejected: ${reason})`),
    );
  }
  return lines.join('\n');
}

/** The forbidden claims of the locale's market (lib/quality/claim-rules/), asked for before they are refused. */
function claimsGuidance(locale: GenerationLocale): string {
  const topics = [...new Set(CLAIM_RULES[locale.id].map((rule) => rule.topic))];
  const reasons = topics.map((topic) => CLAIM_TOPICS[topic].reason);
  return `never write a sentence that ${reasons.join('; or that ')}. Where the article touches these, state the risk plainly.`;
}
