// What every decision on a draft (docs/generation.md#review) checks first: the file is a draft of
// a site's articles/, the editor an author of the site, the day a real one not after today. Each
// refusal is a DecisionError whose first line says what was refused and why.
import fs from 'node:fs';
import path from 'node:path';

import { parseYamlFile } from '../../lib/content/frontmatter.ts';
import { listSites } from '../../lib/content/site-files.ts';
import { dateIn } from '../../lib/content/publication.ts';
import { authorsSchema } from '../../lib/content/model/index.ts';
import { validate } from '../../lib/content/validate.ts';
import type { Edited } from './frontmatter-edit.ts';
import { isDraftSource } from './queue.ts';

export class DecisionError extends Error {
  override name = 'DecisionError';
}

export interface DraftFile {
  /** As given. */
  given: string;
  absolute: string;
  /** Relative to the working directory, as the content check names files. */
  file: string;
  siteId: string;
  /** The path under the site's articles/ folder. */
  name: string;
  source: string;
}

/** The draft named on the command line, read; refused unless it is a draft of a site's articles/. */
export function draftFile(root: string, given: string): DraftFile {
  const absolute = path.resolve(given);
  const [content, siteId, articles, ...rest] = path.relative(path.resolve(root), absolute).split(path.sep);
  const name = rest.join('/');
  if (content !== 'content' || !siteId || articles !== 'articles' || !name.endsWith('.md'))
    throw new DecisionError(`${given}: not an article of a site; expected a file content/{site}/articles/{name}.md`);
  if (!listSites(root).includes(siteId))
    throw new DecisionError(`${given}: no site "${siteId}"; expected one of ${listSites(root).join(', ')}`);
  let source: string;
  try {
    source = fs.readFileSync(absolute, 'utf8');
  } catch {
    throw new DecisionError(`${given}: no such file`);
  }
  const file = path.relative(process.cwd(), absolute);
  if (!isDraftSource(source))
    throw new DecisionError(`${file}: not a draft (its frontmatter has no "draft: true"); nothing to decide`);
  return { given, absolute, file, siteId, name, source };
}

/** The editor, by their name in authors.yaml: the name the page shows and links to their author page. */
export function checkEditor(root: string, siteId: string, by: string | undefined): string {
  const authorsFile = path.join(root, 'content', siteId, 'authors.yaml');
  const shown = path.relative(process.cwd(), authorsFile);
  let source: string;
  try {
    source = fs.readFileSync(authorsFile, 'utf8');
  } catch {
    throw new DecisionError(`${shown}: not readable; the editor's name is looked up there`);
  }
  const parsed = parseYamlFile(source, shown);
  const checked = parsed.ok ? validate(authorsSchema, parsed.value, shown) : undefined;
  if (!checked?.ok) throw new DecisionError(`${shown}: not valid; fix it first (npm run check:content)`);
  const names = checked.value.map((author) => author.name);
  const name = by?.trim() ?? '';
  if (!names.includes(name))
    throw new DecisionError(
      `--by ${name ? `"${name}"` : 'is missing'}: expected the name of an author in ${shown} who stands for the editor ` +
        `(one of: ${names.join(', ')})`,
    );
  return name;
}

/** The day of the decision: as given (YYYY-MM-DD, not later than today), or today in the site's time zone. */
export function decisionDate(given: string | undefined, timeZone: string, now: Date): string {
  const today = dateIn(now, timeZone);
  if (given === undefined) return today;
  const real = /^\d{4}-\d{2}-\d{2}$/.test(given) && new Date(`${given}T00:00:00Z`).toISOString().startsWith(given);
  if (!real) throw new DecisionError(`--date "${given}": expected a date as YYYY-MM-DD`);
  if (given > today)
    throw new DecisionError(`--date "${given}": expected a date not after today (${today} in ${timeZone})`);
  return given;
}

export function edited(result: Edited, file: string): string {
  if (!result.ok) throw new DecisionError(`${file}: ${result.reason}`);
  return result.text;
}

/** Whether the draft still holds the text it was read with. */
export function unchanged(draft: DraftFile): boolean {
  return fs.readFileSync(draft.absolute, 'utf8') === draft.source;
}
