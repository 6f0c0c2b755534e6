// `npm run drafts [-- SITE_ID…]`: the articles waiting for review or for their date, in every
// site (or the sites named), each with the checks of the review queue run now and what to do to
// publish it (docs/generation.md#review). The listing succeeds when drafts fail checks: it is a
// report, and approving is the gate. `npm run drafts -- approve FILE --by NAME [--date DATE]`
// and `npm run drafts -- reject FILE --by NAME --reason TEXT [--date DATE]` record a decision.
// "Now" is the build's: BUILD_TIME when set, else the clock.
import { parseArgs } from 'node:util';

import { approveDraft } from '../cli/review/approve.ts';
import { DecisionError } from '../cli/review/decision.ts';
import { rejectDraft } from '../cli/review/reject.ts';
import { failedChecks, isReady, reviewQueue, type SiteQueue, type WaitingArticle } from '../cli/review/queue.ts';
import { buildTime } from '../lib/content/build-time.ts';
import { listSites } from '../lib/content/site-files.ts';
import { ContentError } from '../lib/content/problems.ts';
import { dateIn } from '../lib/content/publication.ts';
import type { Article, Site } from '../lib/content/model/index.ts';
import { originalityCheckOn } from '../lib/quality/originality.ts';

/** The listing of one site's waiting articles, as lines. */
function describeQueue({ siteId, content, waiting, rejected }: SiteQueue, now: Date): string[] {
  const site = content.site;
  const rejectedNote =
    rejected.length > 0 ? `${count(rejected.length, 'rejected draft')} in content/${siteId}/rejected/` : '';
  if (waiting.length === 0) return [`content/${siteId}: nothing waiting${rejectedNote ? `; ${rejectedNote}` : ''}`];
  const drafts = waiting.filter((entry) => entry.status === 'draft').length;
  const scheduled = waiting.length - drafts;
  const ready = waiting.filter(isReady).length;
  const lines = [
    `content/${siteId}: ${count(drafts, 'draft')}, ${scheduled} scheduled ` +
      `(now ${now.toISOString()}; dates are read in ${site.timeZone})`,
    `  ${ready} of ${count(drafts, 'draft')} ready to approve${rejectedNote ? `; ${rejectedNote}` : ''}`,
  ];
  for (const entry of waiting) {
    lines.push('', `  ${entry.status === 'draft' ? 'draft    ' : 'scheduled'}  ${entry.file}`);
    const { article } = entry;
    if (article) {
      const live = `${formatInstant(article.publishedAt, site.timeZone)} (${site.timeZone})`;
      lines.push(
        `    title    ${article.title}`,
        `    author   ${article.author}`,
        `    words    ${article.wordCount}`,
        `    date     published: ${article.published}${article.status === 'scheduled' ? `, goes live ${live}` : ''}`,
      );
      if (article.generated) {
        lines.push(
          `    made by  ${article.generated.model}; passed ${article.generated.checks.join(', ') || 'no recorded check'}`,
        );
      }
      lines.push(...checkLines(entry), `    publish  ${howToPublish(entry, article, site, now, live)}`);
    } else {
      lines.push(...checkLines(entry), `    publish  not ready: ${nextStep(entry)}`);
    }
  }
  return lines;
}

/** The checks run now, one word each (those not run grouped by why), then every failure on a line of its own. */
function checkLines(entry: WaitingArticle): string[] {
  const run = entry.checks
    .filter(({ status }) => status !== 'skipped')
    .map(({ check, status }) => `${check} ${status === 'ok' ? 'ok' : 'FAILED'}`);
  const skipped = new Map<string, string[]>();
  for (const { check, status, note = '' } of entry.checks)
    if (status === 'skipped') skipped.set(note, [...(skipped.get(note) ?? []), check]);
  const notRun = [...skipped].map(([note, checks]) => `${checks.join(', ')} not run (${note})`);
  // The entry's heading names the file: each line says the rest.
  const own = (problem: string) =>
    problem.startsWith(`${entry.file}: `) ? problem.slice(entry.file.length + 2) : problem;
  return [
    `    checks   ${[...run, ...notRun].join('; ')}`,
    ...entry.checks.flatMap(({ check, problems }) => problems.map((problem) => `      ${check}: ${own(problem)}`)),
  ];
}

function nextStep(entry: WaitingArticle): string {
  return (
    `fix what failed (${failedChecks(entry).join(', ')}) in the file, or reject it: ` +
    `npm run drafts -- reject ${entry.file} --by "<your name in authors.yaml>" --reason "<why>"`
  );
}

function howToPublish(entry: WaitingArticle, article: Article, site: Site, now: Date, live: string): string {
  const today = dateIn(now, site.timeZone);
  const later = article.publishedAt > now.toISOString();
  if (article.status === 'draft') {
    if (!isReady(entry)) return `not ready: ${nextStep(entry)}`;
    const approve = `npm run drafts -- approve ${entry.file} --by "<your name in authors.yaml>"`;
    return later
      ? `ready: ${approve}; it then goes live ${live}, or at once with published: ${today}`
      : `ready: ${approve}; the next build publishes it`;
  }
  return `nothing to do: the first build from ${live} on publishes it; for sooner, set published: ${today}`;
}

function formatInstant(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${dateIn(instant, timeZone)} ${time.format(instant)}`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

const USAGE = [
  'usage: npm run drafts [-- SITE_ID…]',
  '       npm run drafts -- approve FILE --by "EDITOR" [--date YYYY-MM-DD]',
  '       npm run drafts -- reject FILE --by "EDITOR" --reason "WHY" [--date YYYY-MM-DD]',
].join('\n');

function main(argv: string[]): number {
  let now: Date;
  try {
    now = buildTime();
    // Read here first, so a bad value is one line (the queue leaves originality out when off).
    originalityCheckOn();
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const root = process.cwd();
  const [command, ...rest] = argv;
  try {
    if (command === 'approve') {
      const { file, values } = decisionArgs(rest, { by: { type: 'string' }, date: { type: 'string' } });
      const done = approveDraft({ root, file, by: values.by, date: values.date, now });
      console.log(
        `approved ${done.file}: reviewed by ${done.by} on ${done.date}; ` +
          (done.redatedFrom ? `published moved from ${done.redatedFrom} to ${done.date}; ` : '') +
          (done.goesLive ? `it goes live ${done.goesLive}` : 'the next build publishes it'),
      );
      return 0;
    }
    if (command === 'reject') {
      const { file, values } = decisionArgs(rest, {
        by: { type: 'string' },
        reason: { type: 'string' },
        date: { type: 'string' },
      });
      const done = rejectDraft({ root, file, by: values.by, reason: values.reason, date: values.date, now });
      console.log(`rejected ${done.file} by ${done.by} on ${done.date}: moved to ${done.movedTo}, with the reason`);
      return 0;
    }
  } catch (error) {
    if (!(error instanceof DecisionError || error instanceof ContentError)) throw error;
    console.error(error.message);
    return 1;
  }
  return list(argv, root, now);
}

type Options = Record<string, { type: 'string' }>;

function decisionArgs<O extends Options>(args: string[], options: O) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new DecisionError(`${(error as Error).message}\n${USAGE}`);
  }
  if (parsed.positionals.length !== 1)
    throw new DecisionError(
      `expected one draft file, found ${parsed.positionals.length === 0 ? 'none' : parsed.positionals.join(' ')}\n${USAGE}`,
    );
  return { file: parsed.positionals[0]!, values: parsed.values as Partial<Record<keyof O, string>> };
}

function list(argv: string[], root: string, now: Date): number {
  const known = listSites(root);
  const unknown = argv.filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    console.error(`no site "${unknown[0]}": expected one of ${known.join(', ')}`);
    return 1;
  }
  let status = 0;
  const sections: string[] = [];
  for (const siteId of argv.length > 0 ? argv : known) {
    try {
      sections.push(describeQueue(reviewQueue({ root, siteId, now }), now).join('\n'));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      console.error(error.message);
      console.error(
        `content/${siteId}: ${count(error.problems.length, 'problem')}; fix them first (npm run check:content)`,
      );
      status = 1;
    }
  }
  if (sections.length > 0) console.log(sections.join('\n\n'));
  return status;
}

process.exitCode = main(process.argv.slice(2));
