// Reading the files of a site's folder, content/{siteId}/: which sites have one, a YAML file
// parsed and validated, the fixed pages. Every file-system call on content/ carries Turbopack's
// ignore comment (lib/content/load.ts says why).
import fs from 'node:fs';
import path from 'node:path';

import type { z } from 'zod';

import { parseMarkdownFile, parseYamlFile } from './frontmatter.ts';
import { type Page, PAGE_SLUGS, type PageSlug, pageFrontmatterSchema } from './model/index.ts';
import type { ContentProblem } from './problems.ts';
import { validate } from './validate.ts';

/** The site ids that have a content folder. */
export function listSites(root: string): string[] {
  const contentDir = path.join(/* turbopackIgnore: true */ root, 'content');
  if (!fs.existsSync(/* turbopackIgnore: true */ contentDir)) return [];
  return fs
    .readdirSync(/* turbopackIgnore: true */ contentDir, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        fs.existsSync(
          /* turbopackIgnore: true */ path.join(/* turbopackIgnore: true */ contentDir, entry.name, 'site.yaml'),
        ),
    )
    .map((entry) => entry.name)
    .sort();
}

function readFile(dir: string, file: string, relName: string, problems: ContentProblem[]): string | undefined {
  try {
    return fs.readFileSync(/* turbopackIgnore: true */ path.join(/* turbopackIgnore: true */ dir, file), 'utf8');
  } catch {
    problems.push({ file: relName, field: 'file', value: undefined, expected: 'the file to exist and be readable' });
    return undefined;
  }
}

/** A YAML file read, parsed and validated, or undefined with its problems added to `problems`. */
export function readYamlFile<S extends z.ZodType>(
  dir: string,
  file: string,
  relName: string,
  schema: S,
  problems: ContentProblem[],
): z.output<S> | undefined {
  const source = readFile(dir, file, relName, problems);
  if (source === undefined) return undefined;
  const parsed = parseYamlFile(source, relName);
  if (!parsed.ok) return void problems.push(parsed.problem);
  const checked = validate(schema, parsed.value, relName);
  if (!checked.ok) return void problems.push(...checked.problems);
  return checked.value;
}

export function readPages(dir: string, rel: (file: string) => string, problems: ContentProblem[]) {
  const pages: Partial<Record<PageSlug, Page>> = {};
  for (const slug of PAGE_SLUGS) {
    const file = `pages/${slug}.md`;
    const source = readFile(dir, file, rel(file), problems);
    if (source === undefined) continue;
    const parsed = parseMarkdownFile(source, rel(file));
    if (!parsed.ok) {
      problems.push(parsed.problem);
      continue;
    }
    const checked = validate(pageFrontmatterSchema, parsed.value.data, rel(file));
    if (!checked.ok) {
      problems.push(...checked.problems);
      continue;
    }
    pages[slug] = { slug, ...checked.value, body: parsed.value.body };
  }
  return Object.keys(pages).length === PAGE_SLUGS.length ? (pages as Record<PageSlug, Page>) : undefined;
}
