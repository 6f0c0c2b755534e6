// The kinds of page this build can show, one per route component. Page data names its kind
// (what Gatsby's page data called the component chunk); data naming a kind this build does
// not have was written by another build, which the shell cannot render in place.
export const PAGE_KINDS = [
  'home',
  'authors',
  'author',
  'article',
  'category',
  'subcategory',
  'info',
  'sitemap',
  'series',
  'not-found',
  'server-error',
] as const;

export type PageKind = (typeof PAGE_KINDS)[number];

export function isPageKind(kind: unknown): kind is PageKind {
  return (PAGE_KINDS as readonly unknown[]).includes(kind);
}

/** The message for page data whose component this build lacks, with the name asked for
 * (word for word: docs/behaviour.md#messages-kept-word-for-word). */
export function missingComponentChunk(kind: unknown): Error {
  return new Error(`We couldn't find the correct component chunk with the name ${JSON.stringify(kind)}`);
}
