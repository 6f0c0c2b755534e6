// GFM's literal autolinks (a bare www.example.com, https://example.com or name@example.com
// becoming a link) cost half of a body's parse: micromark-extension-gfm-autolink-literal makes
// every letter and digit a place where an e-mail address might start, so the parser tries a
// construct at each one. A body that holds none of the three openings can produce no such
// link, and parses to the same tree without them: each construct refuses at once without an
// `@`, a `www.` or a `http(s)://`. The markdown pipelines parse such a body with a processor
// that lacks the three constructs, and any other body with GFM whole (docs/performance.md,
// "Where a page's render time goes").
import type { Processor } from 'unified';

/** The names micromark-extension-gfm-autolink-literal gives its three constructs. */
const LITERAL_AUTOLINK_CONSTRUCTS = new Set(['wwwAutolink', 'protocolAutolink', 'emailAutolink']);

/**
 * What each construct needs in the text to match at all: an e-mail address its `@`; a www
 * link `www.` and a protocol link `http://` or `https://`, both in any case.
 */
const LITERAL_AUTOLINK_OPENING = /@|www\.|https?:\/\//i;

/** Whether GFM could find a literal autolink in `markdown` (false: certainly none). */
export function mayHoldLiteralAutolink(markdown: string): boolean {
  return LITERAL_AUTOLINK_OPENING.test(markdown);
}

interface Construct {
  name?: string;
}
type ConstructMap = Record<string, Construct | Construct[] | undefined>;

/** One micromark extension without the literal-autolink constructs (the rest untouched). */
function withoutLiteralAutolinkConstructs(extension: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = { ...extension };
  for (const [field, value] of Object.entries(extension)) {
    // Construct maps are keyed by character code (`disable`, keyed `null`, holds names: kept as
    // they are, since a name is no construct).
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const constructs: ConstructMap = {};
    for (const [code, entry] of Object.entries(value as ConstructMap)) {
      const list = (Array.isArray(entry) ? entry : [entry]).filter(
        (construct): construct is Construct =>
          construct !== undefined && !LITERAL_AUTOLINK_CONSTRUCTS.has(construct.name ?? ''),
      );
      // A code left with no construct is no longer a place the parser stops at.
      if (list.length > 0) constructs[code] = list;
    }
    kept[field] = constructs;
  }
  return kept;
}

/**
 * A unified plugin, used after remark-gfm: the parser keeps GFM's tables, footnotes,
 * strikethrough and task lists and loses the literal autolinks' constructs. Only for markdown
 * that `mayHoldLiteralAutolink` clears.
 */
export function withoutLiteralAutolinks(this: Processor): void {
  const data = this.data() as { micromarkExtensions?: Record<string, unknown>[] };
  data.micromarkExtensions = (data.micromarkExtensions ?? []).map(withoutLiteralAutolinkConstructs);
}
