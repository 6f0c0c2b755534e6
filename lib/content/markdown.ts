import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import remarkHtml from 'remark-html';

import { mayHoldLiteralAutolink, withoutLiteralAutolinks } from './literal-autolinks.ts';
import { tablesOnPossibleLines } from './table-lines.ts';

// remark-html sanitises with GitHub's schema: raw HTML, <script>, event handlers and
// javascript: URLs are dropped. Keep `sanitize` on if this pipeline ever grows.
const processor = remark().use(remarkGfm).use(tablesOnPossibleLines).use(remarkHtml, { sanitize: true });
/** The same, for markdown that cannot hold a literal autolink: a lighter parse (literal-autolinks.ts). */
const processorWithoutLiteralAutolinks = remark()
  .use(remarkGfm)
  .use(tablesOnPossibleLines)
  .use(withoutLiteralAutolinks)
  .use(remarkHtml, { sanitize: true });

/** Renders an article or page body to sanitised HTML (build time only). */
export function renderMarkdown(markdown: string): string {
  const chosen = mayHoldLiteralAutolink(markdown) ? processor : processorWithoutLiteralAutolinks;
  return String(chosen.processSync(markdown));
}

/** A token: a run of characters that are neither space nor markdown punctuation. */
const TOKEN = /[^\s#>*_`|[\]()-]+/g;
/** A token is a word when it holds a letter or a digit. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const CODE_FENCE = /```[\s\S]*?```/g;

/**
 * Words in a markdown body, as a reader would count them: tokens between spaces and markdown
 * punctuation that hold a letter or digit. Linear in the body's length: each token is matched
 * once, then tested once. (One regex that required the letter inside the match backtracked over
 * every start of a long punctuation run, so 40,000 `!` took seconds; the count runs on every
 * content load and on every model answer.)
 */
export function countWords(markdown: string): number {
  let words = 0;
  for (const [token] of markdown.replace(CODE_FENCE, ' ').matchAll(TOKEN)) {
    if (WORD_CHARACTER.test(token)) words += 1;
  }
  return words;
}
