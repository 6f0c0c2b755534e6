// GFM's literal autolinks (a bare www.example.com, https://example.com or name@example.com
// becoming a link) cost more than half of a body's parse, twice over. The tokenizer
// (micromark-extension-gfm-autolink-literal) makes every letter and digit a place where an
// e-mail address might start, so the parser tries a construct at each one; then a transform of
// the tree (mdast-util-gfm-autolink-literal) runs four regular expressions over every text node,
// for addresses the tokenizer could not see. A body that holds none of the three openings can
// produce no such link, and parses to the same tree without either: each construct refuses at
// once without an `@`, a `www.` or a `http(s)://`, and each expression needs one in the text. The
// text is the source with its character references and backslash escapes resolved
// (`name&#64;example.com`, `www\.example.com`), so a body with an `&` or a `\` keeps them too.
// The markdown pipelines parse a cleared body with a processor that lacks both, and any other
// body with GFM whole (docs/performance.md, "Where a page's render time goes").
import type { Processor } from 'unified';

import { changeConstructs } from './micromark-constructs.ts';

/** The names micromark-extension-gfm-autolink-literal gives its three constructs. */
const LITERAL_AUTOLINK_CONSTRUCTS = new Set(['wwwAutolink', 'protocolAutolink', 'emailAutolink']);

/**
 * What each construct and each expression of the transform needs in the text to match at all:
 * an e-mail address its `@`; a www link `www.` and a protocol link `http://` or `https://`, both
 * in any case. An `&` or a `\` in the source could spell one in the text.
 */
const LITERAL_AUTOLINK_OPENING = /@|www\.|https?:\/\/|&|\\/i;

/** Whether GFM could find a literal autolink in `markdown` (false: certainly none). */
export function mayHoldLiteralAutolink(markdown: string): boolean {
  return LITERAL_AUTOLINK_OPENING.test(markdown);
}

/** A tree extension of mdast-util-from-markdown; remark-gfm adds GFM's as one list. */
interface FromMarkdownExtension {
  enter?: Record<string, unknown>;
  transforms?: unknown[];
}
type FromMarkdownExtensions = (FromMarkdownExtension | FromMarkdownExtensions)[];

/**
 * The extensions without the literal autolinks' transform. Theirs is the extension that enters
 * a `literalAutolink` token: told by that name rather than the transform's, which a bundler
 * may shorten.
 */
function withoutLiteralAutolinkTransform(extensions: FromMarkdownExtensions): FromMarkdownExtensions {
  return extensions.map((extension) => {
    if (Array.isArray(extension)) return withoutLiteralAutolinkTransform(extension);
    return extension.enter?.literalAutolink ? { ...extension, transforms: [] } : extension;
  });
}

/**
 * A unified plugin, used after remark-gfm: the parser keeps GFM's tables, footnotes,
 * strikethrough and task lists and loses the literal autolinks' constructs and transform. Only
 * for markdown that `mayHoldLiteralAutolink` clears.
 */
export function withoutLiteralAutolinks(this: Processor): void {
  const data = this.data() as {
    micromarkExtensions?: Record<string, unknown>[];
    fromMarkdownExtensions?: FromMarkdownExtensions;
  };
  data.micromarkExtensions = (data.micromarkExtensions ?? []).map((extension) =>
    changeConstructs(extension, (construct) =>
      LITERAL_AUTOLINK_CONSTRUCTS.has(construct.name ?? '') ? undefined : construct,
    ),
  );
  data.fromMarkdownExtensions = withoutLiteralAutolinkTransform(data.fromMarkdownExtensions ?? []);
}
