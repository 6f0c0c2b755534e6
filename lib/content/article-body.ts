// An article's body as the article page shows it: the lead (the text before the first `##`
// heading), then the sections, each `##` heading with an id and a link to itself, and the list
// of those headings for the table of contents (docs/content.md#headings-and-the-table-of-contents).
import type { Element, ElementContent } from 'hast';
import { defaultSchema, type Schema } from 'hast-util-sanitize';
import type { Heading, Nodes, Root } from 'mdast';
import type { State } from 'mdast-util-to-hast';
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import remarkHtml from 'remark-html';

import { createHeadingIds } from './heading-ids.ts';
import { mayHoldLiteralAutolink, withoutLiteralAutolinks } from './literal-autolinks.ts';
import { tablesOnPossibleLines } from './table-lines.ts';

export interface SectionHeading {
  id: string;
  /** The heading's words without their markdown (emphasis, code, links). */
  text: string;
}

export interface ArticleBody {
  /** The text before the first section, sanitised HTML; empty when the body opens with one. */
  lead: string;
  /** The sections, sanitised HTML. */
  sections: string;
  headings: SectionHeading[];
}

export interface ArticleBodyOptions {
  /** The site's locale (`tr_TR`): headings are lower-cased by its rules to make their ids. */
  locale: string;
  /** The accessible name of a heading's link to itself, in the site's language. */
  linkLabel: (heading: string) => string;
}

/** The wrapper around a section heading and its link; also where the HTML is cut after the lead. */
const SECTION_HEADING_CLASS = 'section-heading';
const HEADING_LINK_CLASS = 'heading-anchor';
/** Typography's link styles (underline, weight, colour) stay off the `#`: app/globals.css styles it. */
const NOT_PROSE_CLASS = 'not-prose';

/**
 * GitHub's sanitising rules, as renderMarkdown uses them, with three changes. Ids are kept as
 * written: GitHub prefixes every id with `user-content-` so that HTML an author writes cannot
 * take an id the page relies on, but this pipeline drops raw HTML before the sanitiser sees it,
 * so the only ids are the headings' (which avoid the page's own, heading-ids.ts) and footnotes'
 * (already prefixed by mdast-util-to-hast). `aria-describedby` is kept too, so a footnote
 * reference still names the footnotes' heading. And the two classes of a section heading pass.
 */
const SCHEMA: Schema = {
  ...defaultSchema,
  clobber: (defaultSchema.clobber ?? []).filter((name) => name !== 'id' && name !== 'ariaDescribedBy'),
  attributes: {
    ...defaultSchema.attributes,
    div: [...(defaultSchema.attributes?.div ?? []), ['className', SECTION_HEADING_CLASS]],
    a: [
      ...(defaultSchema.attributes?.a ?? []).filter((rule) => !(Array.isArray(rule) && rule[0] === 'className')),
      ['className', 'data-footnote-backref', HEADING_LINK_CLASS, NOT_PROSE_CLASS],
    ],
  },
};

/** The plain words of a node: what a heading reads as in the table of contents and in its id. */
function plainText(node: Nodes): string {
  if ('value' in node && (node.type === 'text' || node.type === 'inlineCode')) return node.value;
  return 'children' in node ? node.children.map((child) => plainText(child)).join('') : '';
}

interface SectionHeadingData {
  sectionId?: string;
  sectionLabel?: string;
}

/**
 * A `##` heading of the article's top level as `<div class="section-heading"><h2 id>…</h2>
 * <a href="#id" aria-label="Link to this section: …">#</a></div>`. The link sits beside the
 * heading, not inside it, so the heading's own name stays its words for a screen reader's list
 * of headings (GitHub does the same). Other headings are rendered as usual.
 */
function heading(state: State, node: Heading): Element | ElementContent[] {
  const { sectionId: id, sectionLabel: label } = (node.data ?? {}) as SectionHeadingData;
  const element: Element = { type: 'element', tagName: `h${node.depth}`, properties: {}, children: state.all(node) };
  state.patch(node, element);
  if (id === undefined) return state.applyData(node, element);
  element.properties.id = id;
  const link: Element = {
    type: 'element',
    tagName: 'a',
    properties: { href: `#${id}`, className: [HEADING_LINK_CLASS, NOT_PROSE_CLASS], ariaLabel: label },
    children: [{ type: 'text', value: '#' }],
  };
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: [SECTION_HEADING_CLASS] },
    children: [element, link],
  };
}

const processor = remark()
  .use(remarkGfm)
  .use(tablesOnPossibleLines)
  .use(remarkHtml, { sanitize: SCHEMA, handlers: { heading } });
/** The same, for a body that cannot hold a literal autolink: a lighter parse (literal-autolinks.ts). */
const processorWithoutLiteralAutolinks = remark()
  .use(remarkGfm)
  .use(tablesOnPossibleLines)
  .use(withoutLiteralAutolinks)
  .use(remarkHtml, { sanitize: SCHEMA, handlers: { heading } });

const processorFor = (markdown: string) =>
  mayHoldLiteralAutolink(markdown) ? processor : processorWithoutLiteralAutolinks;

/** Marks the top-level `##` headings with their ids and returns them, in order. */
function markSections(tree: Root, options: ArticleBodyOptions): SectionHeading[] {
  const nextId = createHeadingIds(options.locale);
  const headings: SectionHeading[] = [];
  for (const node of tree.children) {
    if (node.type !== 'heading' || node.depth !== 2) continue;
    const text = plainText(node).trim();
    const id = nextId(text);
    node.data = { ...node.data, sectionId: id, sectionLabel: options.linkLabel(text) } as Heading['data'];
    headings.push({ id, text });
  }
  return headings;
}

/** Renders an article's body (build time only); sanitised as renderMarkdown is. */
export function renderArticleBody(markdown: string, options: ArticleBodyOptions): ArticleBody {
  const chosen = processorFor(markdown);
  const tree = chosen.runSync(chosen.parse(markdown)) as Root;
  const headings = markSections(tree, options);
  const html = String(chosen.stringify(tree));
  // Raw HTML never reaches the output, and text is escaped, so the first wrapper's markup in the
  // HTML is the first section's: the lead is everything before it.
  const cut = html.indexOf(`<div class="${SECTION_HEADING_CLASS}">`);
  if (cut === -1) return { lead: html, sections: '', headings };
  return { lead: html.slice(0, cut).trimEnd(), sections: html.slice(cut), headings };
}

/** The ids of an article's section headings, as its page gives them (for link checks). */
export function sectionIds(markdown: string, locale: string): string[] {
  const tree = processorFor(markdown).parse(markdown);
  return markSections(tree, { locale, linkLabel: () => '' }).map((section) => section.id);
}
