// `npm run check:corrections -- [base]`: refuses a change to the text of a published article
// that lists no new entry under `updates` (docs/content.md#corrections-are-never-silent). It
// compares the working tree with the merge base of `base` (default origin/main) and HEAD, so in a
// pull request it sees the pull request's changes, whatever else reached main meanwhile. One
// line per article at fault, exit 1 on any.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { readBuildTime } from '../lib/content/build-time.ts';
import { parseMarkdownFile, parseYaml } from '../lib/content/frontmatter.ts';
import { formatProblem, type ContentProblem } from '../lib/content/problems.ts';
import { publicationInstant } from '../lib/content/publication.ts';

const ARTICLE = /^content\/[^/]+\/articles\/[^/]+\.md$/;

export interface CorrectionsOptions {
  /** The project's root: a git working tree. */
  root: string;
  /** The branch or commit the changes go into, e.g. origin/main. */
  base: string;
  /** What "published" is measured against: the build's "now". */
  now: Date;
}

export interface CorrectionsResult {
  /** The merge base the working tree was compared with. */
  since: string;
  /** The published articles whose text changed. */
  changed: number;
  problems: ContentProblem[];
}

export function checkCorrections({ root, base, now }: CorrectionsOptions): CorrectionsResult {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  let since: string;
  try {
    since = git('merge-base', base, 'HEAD').trim();
  } catch {
    throw new Error(
      `check-corrections: base "${base}" has no common commit with HEAD here; expected a branch or commit ` +
        'of this repository (fetch it first, e.g. git fetch origin main)',
    );
  }
  // -z: paths as they are, whatever characters they hold. Renames are followed, so a moved
  // article is compared with its old self.
  const fields = git('diff', '-z', '--name-status', '-M', since, '--', 'content/').split('\0');
  const problems: ContentProblem[] = [];
  let changed = 0;
  for (let i = 0; i < fields.length - 1;) {
    const status = fields[i++]!;
    const renamed = status.startsWith('R') || status.startsWith('C');
    const before = fields[i++]!;
    const after = renamed ? fields[i++]! : before;
    if (!(status === 'M' || status.startsWith('R')) || !ARTICLE.test(after)) continue;
    const old = parseMarkdownFile(git('show', `${since}:${before}`), before);
    const current = parseMarkdownFile(fs.readFileSync(path.join(root, after), 'utf8'), after);
    // A file that does not parse is check:content's to report.
    if (!old.ok || !current.ok) continue;
    if (!wasPublished(old.value.data, siteTimeZone(git, since, before), now)) continue;
    if (old.value.body.trimEnd() === current.value.body.trimEnd()) continue;
    changed++;
    const listed = new Set(updatesOf(old.value.data).map((update) => JSON.stringify(update)));
    const updates = updatesOf(current.value.data);
    if (updates.some((update) => !listed.has(JSON.stringify(update)))) continue;
    problems.push({
      file: after,
      field: 'updates',
      value: updates.length > 0 ? updates.map((update) => update.date) : undefined,
      expected:
        `a new entry (date, note) saying what this change to the published text corrects, "Typo fixed." ` +
        `for a typo (text changed since ${base} at ${since.slice(0, 7)}; docs/content.md#corrections-are-never-silent)`,
    });
  }
  return { since, changed, problems };
}

/** Published at the base: not a draft, and its moment had come by `now`. */
function wasPublished(data: Record<string, unknown>, timeZone: string, now: Date): boolean {
  if (data.draft === true || typeof data.published !== 'string') return false;
  const at = publicationInstant(data.published, timeZone);
  return !Number.isNaN(at.getTime()) && at.getTime() <= now.getTime();
}

/** The site's time zone at the base (site.yaml's `timezone`), UTC when it names none. */
function siteTimeZone(git: (...args: string[]) => string, since: string, article: string): string {
  const site = article.split('/')[1]!;
  try {
    const settings = parseYaml(git('show', `${since}:content/${site}/site.yaml`)) as { timezone?: unknown };
    return typeof settings.timezone === 'string' ? settings.timezone : 'UTC';
  } catch {
    return 'UTC';
  }
}

function updatesOf(data: Record<string, unknown>): { date: string; note: string }[] {
  if (!Array.isArray(data.updates)) return [];
  return data.updates.map((update: unknown) => {
    const { date, note } = (update ?? {}) as Record<string, unknown>;
    return { date: String(date), note: String(note) };
  });
}

function main(): number {
  const base = process.argv[2] ?? 'origin/main';
  try {
    const now = readBuildTime();
    const { since, changed, problems } = checkCorrections({ root: process.cwd(), base, now });
    for (const problem of problems) console.error(formatProblem(problem));
    console.log(
      `corrections since ${base} (${since.slice(0, 7)}): ${changed} published article${changed === 1 ? '' : 's'} ` +
        `changed, ${problems.length === 0 ? 'each listing what changed' : `${problems.length} listing nothing new`}`,
    );
    return problems.length === 0 ? 0 : 1;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();
