import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import remarkHtml from 'remark-html';

// remark-html sanitises with GitHub's schema: raw HTML, <script>, event handlers and
// javascript: URLs are dropped. Keep `sanitize` on if this pipeline ever grows.
const processor = remark().use(remarkGfm).use(remarkHtml, { sanitize: true });

/** Renders an article or page body to sanitised HTML (build time only). */
export function renderMarkdown(markdown: string): string {
  return String(processor.processSync(markdown));
}

/** Words in a markdown body, as a reader would count them. */
export function countWords(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/[#>*_`|[\]()-]+/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words.length;
}
