import matter from 'gray-matter';
import YAML from 'yaml';

import type { ContentProblem } from './problems.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: ContentProblem };

/** A BOM and Windows or old-Mac line endings are accepted and normalised away. */
export function normaliseText(raw: string): string {
  return raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/**
 * Parses YAML strictly: the core schema (dates stay strings), duplicate keys refused,
 * a bound on aliases so a crafted file cannot expand without end.
 */
export function parseYaml(source: string): unknown {
  return YAML.parse(source, { schema: 'core', uniqueKeys: true, maxAliasCount: 50, prettyErrors: true });
}

/** Parses a standalone YAML file, returning a problem naming the line instead of throwing. */
export function parseYamlFile(source: string, file: string): Parsed<unknown> {
  try {
    return { ok: true, value: parseYaml(normaliseText(source)) };
  } catch (error) {
    return {
      ok: false,
      problem: { file, field: 'file', value: undefined, expected: `valid YAML (${yamlMessage(error)})` },
    };
  }
}

function refuseEngine(language: string) {
  return () => {
    throw new Error(`frontmatter language "${language}" refused`);
  };
}

// gray-matter would evaluate a `---js` block with eval(); every engine but YAML is replaced.
const SAFE_ENGINES = {
  yaml: (source: string) => parseYaml(source) as object,
  js: refuseEngine('js'),
  javascript: refuseEngine('javascript'),
  coffee: refuseEngine('coffee'),
  coffeescript: refuseEngine('coffeescript'),
  cson: refuseEngine('cson'),
  json: refuseEngine('json'),
  toml: refuseEngine('toml'),
};

export interface MarkdownFile {
  data: Record<string, unknown>;
  body: string;
}

/**
 * Splits a markdown file into its YAML frontmatter and body.
 * The block must open with a bare `---` on the first line and close with `---`;
 * any other language after the opening dashes is refused, never run.
 */
export function parseMarkdownFile(raw: string, file: string): Parsed<MarkdownFile> {
  const source = normaliseText(raw);
  const fail = (value: unknown, expected: string): Parsed<MarkdownFile> => ({
    ok: false,
    problem: { file, field: 'frontmatter', value, expected },
  });

  const firstLine = source.slice(0, source.indexOf('\n') === -1 ? source.length : source.indexOf('\n'));
  if (!firstLine.startsWith('---')) {
    return fail(undefined, "a YAML frontmatter block opened by '---' on the first line");
  }
  if (firstLine.trimEnd() !== '---') {
    return fail(
      firstLine.trimEnd(),
      "a YAML block opened by a bare '---' (other frontmatter languages are refused, never run)",
    );
  }
  const lines = source.split('\n');
  const closing = lines.findIndex((line, index) => index > 0 && line.trimEnd() === '---');
  if (closing === -1) {
    return fail(undefined, "a closing '---' line: the frontmatter block opened on line 1 is never closed");
  }

  try {
    const parsed = matter(source, { language: 'yaml', engines: SAFE_ENGINES });
    const data: unknown = parsed.data;
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      return fail(data, 'a YAML mapping of fields (title: …, slug: …)');
    }
    return { ok: true, value: { data: data as Record<string, unknown>, body: parsed.content.replace(/^\n+/, '') } };
  } catch (error) {
    return fail(undefined, `valid YAML (${yamlMessage(error)})`);
  }
}

/**
 * A markdown file's body as parseMarkdownFile splits it off, without parsing the frontmatter:
 * for a file whose frontmatter was validated when the site was loaded.
 */
export function markdownBody(raw: string): string {
  return matter(normaliseText(raw), {
    language: 'yaml',
    engines: { ...SAFE_ENGINES, yaml: () => ({}) },
  }).content.replace(/^\n+/, '');
}

function yamlMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // yaml's pretty errors append a code frame after a blank line; one line is enough here.
  return message.split('\n')[0]!.trim();
}
