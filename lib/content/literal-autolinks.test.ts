import fs from 'node:fs';
import path from 'node:path';

import fc from 'fast-check';
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import remarkHtml from 'remark-html';
import { describe, expect, it } from 'vitest';

import { markdownBody } from './frontmatter.ts';
import { mayHoldLiteralAutolink, withoutLiteralAutolinks } from './literal-autolinks.ts';
import { renderMarkdown } from './markdown.ts';

const full = remark().use(remarkGfm);
const lean = remark().use(remarkGfm).use(withoutLiteralAutolinks);
/** renderMarkdown's pipeline as it was: GFM whole for every body. */
const fullHtml = remark().use(remarkGfm).use(remarkHtml, { sanitize: true });

/** The names of every construct the processor's parser would try. */
function constructNames(processor: typeof full): Set<string> {
  processor.freeze();
  const names = new Set<string>();
  const extensions = (processor.data() as { micromarkExtensions: Record<string, unknown>[] }).micromarkExtensions;
  for (const extension of extensions)
    for (const map of Object.values(extension))
      if (map && typeof map === 'object' && !Array.isArray(map))
        for (const entry of Object.values(map as Record<string, { name?: string } | { name?: string }[]>))
          for (const construct of [entry].flat()) if (construct.name) names.add(construct.name);
  return names;
}

function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('mayHoldLiteralAutolink', () => {
  it('sees each opening a literal autolink needs, in any case', () => {
    for (const text of ['write to desk@example.org', 'WWW.Example.com', 'see Https://example.com', 'http://a.b'])
      expect(mayHoldLiteralAutolink(text), text).toBe(true);
  });

  it('sees an opening a character reference or a backslash escape could spell', () => {
    for (const text of ['write to desk&#64;example.org', 'www\\.example.com', 'R&D']) {
      expect(mayHoldLiteralAutolink(text), text).toBe(true);
    }
    // What GFM whole makes of the first two: links, found in the text the source spells.
    expect(String(fullHtml.processSync('write to desk&#64;example.org'))).toContain('href="mailto:desk@example.org"');
    expect(String(fullHtml.processSync('www\\.example.com'))).toContain('href="http://www.example.com"');
  });

  it('clears text without one, addresses in markdown links included', () => {
    for (const text of ['Pot odds: 4:1, www or http alone', '[the basics](/poker/)', 'wwwa.com, http:/x'])
      expect(mayHoldLiteralAutolink(text), text).toBe(false);
  });
});

describe('withoutLiteralAutolinks', () => {
  it("takes the literal autolinks' transform out of the tree's extensions, and no other", () => {
    const transforms = (processor: typeof full) => {
      processor.freeze();
      const extensions = (processor.data() as { fromMarkdownExtensions: unknown[] }).fromMarkdownExtensions.flat(2);
      return extensions.flatMap((extension) => (extension as { transforms?: unknown[] }).transforms ?? []);
    };
    expect(transforms(full).length).toBe(1);
    expect(transforms(lean)).toEqual([]);
  });

  it("takes GFM's three literal-autolink constructs out of the parser and keeps the rest of GFM", () => {
    const before = constructNames(full);
    const after = constructNames(lean);
    for (const name of ['wwwAutolink', 'protocolAutolink', 'emailAutolink']) {
      expect(before.has(name), name).toBe(true);
      expect(after.has(name), name).toBe(false);
    }
    expect([...before].filter((name) => !/Autolink$/.test(name)).every((name) => after.has(name))).toBe(true);
  });

  it('parses markdown without an opening to the very tree GFM whole gives (positions included)', () => {
    const markdownish = fc.stringMatching(/^[a-zA-Z0-9 .,:;!?*_~`|#>()[\]\-^\n\\/<>&@]{0,200}$/);
    fc.assert(
      fc.property(markdownish, (markdown) => {
        fc.pre(!mayHoldLiteralAutolink(markdown));
        expect(lean.parse(markdown)).toEqual(full.parse(markdown));
      }),
      { numRuns: 500 },
    );
  }, 60_000);

  it('renders every body of the example sites as before (article pages and info pages)', () => {
    const bodies = markdownFiles(path.resolve(import.meta.dirname, '../../content')).map((file) =>
      markdownBody(fs.readFileSync(file, 'utf8')),
    );
    expect(bodies.length).toBeGreaterThan(50);
    const cleared = bodies.filter((text) => !mayHoldLiteralAutolink(text));
    expect(cleared.length).toBeGreaterThan(bodies.length / 2);
    for (const body of cleared) expect(renderMarkdown(body)).toBe(String(fullHtml.processSync(body)));
  }, 60_000);
});
