// The body's markdown structure, read with the same parser the site renders it with.
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';

const parser = remark().use(remarkGfm);
type Root = ReturnType<typeof parser.parse>;
type MarkdownNode = Root | Root['children'][number];

export interface MarkdownRules {
  /**
   * The only sites links may point at, each by its exact host: several are platforms where anyone
   * can publish (reddit, vk), so another subdomain of one is another publisher, not the same site.
   */
  referenceSites: readonly { name: string; url: string }[];
  /** Fewest `##` section headings. */
  minSections: number;
}

/** What is wrong with the body's structure, one line each; empty when nothing is. */
export function markdownProblems(body: string, rules: MarkdownRules): string[] {
  const root = parser.parse(body);
  const nodes = flatten(root);
  const problems: string[] = [];

  const first = root.children[0];
  if (first && first.type !== 'paragraph') {
    problems.push(
      `field "body" starts with a ${first.type}; expected an opening paragraph (the page shows the title itself)`,
    );
  }
  if (nodes.some((node) => node.type === 'heading' && node.depth === 1)) {
    problems.push('field "body" has a level-1 "# " heading; expected "## " and "### " headings only');
  }
  const sections = nodes.filter((node) => node.type === 'heading' && node.depth === 2).length;
  if (sections < rules.minSections) {
    problems.push(`field "body" has ${sections} "## " section headings; expected at least ${rules.minSections}`);
  }

  const html = nodes.flatMap((node) => (node.type === 'html' ? [node.value.trim()] : []));
  if (html.some((value) => /<\s*script/i.test(value)))
    problems.push('field "body" contains a <script> tag; expected markdown only');
  else if (html.length > 0) problems.push(`field "body" contains raw HTML (${examples(html)}); expected markdown only`);

  const images = nodes.flatMap((node) =>
    node.type === 'image' || node.type === 'imageReference' ? ['url' in node ? node.url : (node.label ?? '')] : [],
  );
  if (images.length > 0) problems.push(`field "body" contains images (${examples(images)}); expected none`);

  const hosts = rules.referenceSites.map((site) => new URL(site.url).hostname.toLowerCase());
  const offSite = nodes.flatMap((node) =>
    (node.type === 'link' || node.type === 'definition') && !isReferenceLink(node.url, hosts) ? [node.url] : [],
  );
  if (offSite.length > 0) {
    problems.push(
      `field "body" links to ${examples(offSite)}; expected links only to the reference sites (${hosts.join(', ')})`,
    );
  }
  return problems;
}

/** The body's prose without markup, links or code, for the language checks. */
export function markdownText(body: string): string {
  return flatten(parser.parse(body))
    .flatMap((node) => (node.type === 'text' ? [node.value] : []))
    .join(' ');
}

function flatten(node: MarkdownNode): MarkdownNode[] {
  return 'children' in node ? [node, ...node.children.flatMap((child) => flatten(child))] : [node];
}

function isReferenceLink(url: string, hosts: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false; // relative links and fragments lead nowhere the reader was promised
  }
  // https only: a reader sent to http: can be served anything on the way.
  if (parsed.protocol !== 'https:') return false;
  return hosts.includes(parsed.hostname.toLowerCase());
}

function examples(values: readonly string[]): string {
  const unique = [...new Set(values)];
  const shown = unique
    .slice(0, 3)
    .map((value) => JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value));
  return unique.length > 3 ? `${shown.join(', ')} and ${unique.length - 3} more` : shown.join(', ');
}
