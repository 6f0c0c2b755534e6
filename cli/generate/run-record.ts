// The record of a run: its planned articles and what became of each, kept in
// .cache/generate/ (git-ignored) and rewritten after every article, so that the same command run
// again after an interruption finishes only what is left
// (docs/generation.md#runs-summary-cost-and-resuming).
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import type { SiteContent } from '../../lib/content/model/index.ts';
import { UsageError, type ArticlePlan, type GenerationArgs, type GenerationPlan } from './plan.ts';

const tallySchema = z.object({
  answers: z.number().int().nonnegative(),
  usage: z.object({ input: z.number().int().nonnegative(), output: z.number().int().nonnegative() }),
  unreported: z.number().int().nonnegative(),
});

const entrySchema = z.object({
  category: z.string(),
  subcategory: z.string(),
  author: z.string(),
  /** pending: not finished yet (a resumed run asks for it); written or refused: finished. */
  outcome: z.enum(['pending', 'written', 'refused']),
  /** Every answer of every session, the refused ones included. */
  tally: tallySchema,
  /** The problems of each refused answer, one line each. */
  refusals: z.array(z.string()),
  /** Written: the file relative to the project root, its id and title. */
  file: z.string().optional(),
  id: z.number().int().optional(),
  title: z.string().optional(),
  /** Refused: why. */
  reason: z.string().optional(),
});

const recordSchema = z.object({
  version: z.literal(1),
  site: z.string(),
  /** The arguments that define the plan; a run with the same ones continues this record. */
  plan: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  started: z.string(),
  articles: z.array(entrySchema).min(1),
});

export type RunRecord = z.output<typeof recordSchema>;
export type RecordEntry = RunRecord['articles'][number];
export type PlanKey = RunRecord['plan'];

/** Where the record of a plan lives: one file per site and set of arguments. */
export function runRecordFile(root: string, siteId: string, plan: PlanKey): string {
  const hash = createHash('sha256').update(JSON.stringify(plan)).digest('hex').slice(0, 12);
  return path.join(root, '.cache', 'generate', `${siteId}-${hash}.json`);
}

export function newRunRecord(siteId: string, plan: PlanKey, articles: readonly ArticlePlan[], now: Date): RunRecord {
  return {
    version: 1,
    site: siteId,
    plan,
    started: now.toISOString(),
    articles: articles.map((article) => ({
      category: article.category.slug,
      subcategory: article.subcategory.slug,
      author: article.author.name,
      outcome: 'pending',
      tally: { answers: 0, usage: { input: 0, output: 0 }, unreported: 0 },
      refusals: [],
    })),
  };
}

export function isUnfinished(record: RunRecord): boolean {
  return record.articles.some((entry) => entry.outcome === 'pending');
}

/** The record at `file`, or undefined when there is none; a damaged one stops the run in one line. */
export function readRunRecord(file: string, shownAs: string): RunRecord | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const startOver = 'delete the file to start the run over';
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UsageError(
      `${shownAs}: not valid JSON (${(error as Error).message}); expected a run record of npm run generate; ${startOver}`,
    );
  }
  const parsed = recordSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UsageError(
      `${shownAs}: field "${issue.path.join('.') || '(root)'}": ${issue.message}; expected a run record of npm run generate; ${startOver}`,
    );
  }
  return parsed.data;
}

/**
 * Writes the record whole or not at all: to a temporary file beside it, flushed, then renamed
 * over the old one, so an interruption at any moment leaves the previous record or the new one.
 */
export function saveRunRecord(file: string, record: RunRecord): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID().slice(0, 8)}.tmp`);
  try {
    const fd = fs.openSync(temp, 'wx');
    try {
      fs.writeFileSync(fd, `${JSON.stringify(record, null, 2)}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, file);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/** The record's articles as the site has them now; one that no longer fits stops the run in one line. */
export function articlesOfRecord(record: RunRecord, content: SiteContent, shownAs: string): ArticlePlan[] {
  return record.articles.map((entry, index) => {
    const field = (name: string, value: string, expected: string) =>
      new UsageError(
        `${shownAs}: field "articles.${index}.${name}" is "${value}", which site ${record.site} no longer has: expected ${expected}; delete the file to start the run over`,
      );
    const category = content.categories.find((c) => c.slug === entry.category);
    if (!category)
      throw field('category', entry.category, `one of ${content.categories.map((c) => c.slug).join(', ')}`);
    const subcategory = category.children.find((child) => child.slug === entry.subcategory);
    if (!subcategory) {
      throw field(
        'subcategory',
        entry.subcategory,
        `a subcategory of ${category.slug}: ${category.children.map((c) => c.slug).join(', ')}`,
      );
    }
    const author = content.authors.find((a) => a.name === entry.author);
    if (!author) throw field('author', entry.author, `one of ${content.authors.map((a) => a.name).join(', ')}`);
    return { category, subcategory, author };
  });
}

/**
 * What makes two runs the same plan: the arguments as the plan resolved them, whether the
 * articles are published, and where they go. (Not --concurrency, which changes only the pace.)
 */
export function planKey(plan: GenerationPlan, args: GenerationArgs, publish: boolean, output: string): PlanKey {
  const first = plan.articles[0]!;
  return {
    locale: plan.locale.id,
    category: first.category.slug,
    subcategory: args.subcategory ?? null,
    author: args.author === undefined ? null : first.author.name,
    count: plan.articles.length,
    publish,
    output,
  };
}

export interface OpenedRunRecord {
  record: RunRecord;
  file: string;
  /** The articles of the run: the record's when it is resumed, else the plan's. */
  articles: ArticlePlan[];
  /** The indexes of the articles earlier runs finished (written or refused). */
  earlier: Set<number>;
  resumed: boolean;
}

/**
 * The record of the plan `key`: an unfinished one continued, else a new one, saved before the
 * first article is asked for.
 */
export function openRunRecord({
  root,
  siteId,
  key,
  plan,
  content,
  now,
  log,
}: {
  root: string;
  siteId: string;
  key: PlanKey;
  plan: GenerationPlan;
  content: SiteContent;
  now: () => Date;
  log: (line: string) => void;
}): OpenedRunRecord {
  const file = runRecordFile(root, siteId, key);
  const shown = path.relative(process.cwd(), file);
  const earlierRecord = readRunRecord(file, shown);
  const resumed = earlierRecord !== undefined && isUnfinished(earlierRecord);
  const record = resumed ? earlierRecord : newRunRecord(siteId, key, plan.articles, now());
  const articles = resumed ? articlesOfRecord(record, content, shown) : plan.articles;
  const earlier = new Set(record.articles.flatMap((entry, index) => (entry.outcome === 'pending' ? [] : [index])));
  if (resumed) {
    log(
      `resuming the run started ${record.started}: ${earlier.size} of ${articles.length} articles already done (${shown}; delete it to start over)`,
    );
  }
  saveRunRecord(file, record);
  return { record, file, articles, earlier, resumed };
}
