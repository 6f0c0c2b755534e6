// The generation run: plan, ask, check, retry with the failures named, write, validate.
import fs from 'node:fs';
import path from 'node:path';

import pLimit from 'p-limit';

import { loadSiteContent } from '../../lib/content/load.ts';
import { ContentError, formatProblem } from '../../lib/content/problems.ts';
import type { Subcategory } from '../../lib/content/model/index.ts';
import { OriginalityIndex } from '../../lib/quality/originality.ts';
import { languageOf } from '../../lib/quality/words.ts';
import { nextFreeId, writeArticle, type WrittenArticle } from './article-file.ts';
import { askUntilValid } from './ask.ts';
import { dryRunText, messagesFor } from './assignment.ts';
import { EndpointError, type ChatEndpoint } from './chat-endpoint.ts';
import { DEFAULT_LIMITS, passedCheckNames, type AnswerLimits, type AnswerRules } from './checks.ts';
import { readRejectedDrafts } from '../review/rejected.ts';
import { planGeneration, type ArticlePlan, type GenerationArgs } from './plan.ts';
import { openRunRecord, planKey, saveRunRecord, type RecordEntry } from './run-record.ts';
import { summaryLines } from './summary.ts';
import { addTally, emptyTally, type AnswerTally } from './usage.ts';

export interface GenerateOptions {
  /** Project root holding content/{siteId}/. */
  root: string;
  siteId: string;
  /** Where the files go; content/{siteId}/articles under the root when omitted. */
  outputDir?: string;
  args: GenerationArgs;
  /**
   * Opens the endpoint; required unless dryRun. Called only once the arguments and the site
   * are known to be good, so that a bad argument is reported before a missing setting.
   */
  connect?: () => ChatEndpoint;
  /** Print the prompts and call nothing. */
  dryRun?: boolean;
  /**
   * Write the articles published, not as drafts. By default each waits for review with
   * `draft: true` (docs/generation.md#review).
   */
  publish?: boolean;
  /** Answers asked for one article before it is given up (the first included). */
  maxAnswers?: number;
  limits?: Partial<AnswerLimits>;
  /** The clock that dates the articles. */
  now?: () => Date;
  /** Ctrl-C: stops between steps and aborts the request in flight. */
  signal?: AbortSignal;
  /** Progress, one line at a time. */
  log?: (line: string) => void;
  /** Dry-run output. */
  print?: (text: string) => void;
}

export type { WrittenArticle } from './article-file.ts';

export interface GenerateResult {
  /** Articles asked for. */
  requested: number;
  written: WrittenArticle[];
  /** Articles whose answers kept failing the checks, with the last failures. */
  rejected: { index: number; reason: string }[];
  /** Set when the endpoint refused or kept failing, which ends the run. */
  endpointError?: string;
  interrupted: boolean;
  /** This run continued an unfinished run of the same plan (docs/generation.md#runs-summary-cost-and-resuming). */
  resumed: boolean;
  /** Articles of the plan that earlier runs wrote or refused (0 and 0 unless resumed). */
  earlier: { written: number; refused: number };
  /** Answers and tokens of this run, every article's retries included. */
  usage: AnswerTally;
  /** What lib/content reports about the site after the run; empty when it is valid. */
  siteProblems: string[];
}

export const DEFAULT_MAX_ANSWERS = 3;

/**
 * Generates the requested articles into the output folder. Throws UsageError for bad
 * arguments and ContentError when the site is invalid before anything was asked.
 */
export async function generateArticles(options: GenerateOptions): Promise<GenerateResult> {
  const { root, siteId, signal, log = () => {}, print = () => {} } = options;
  const now = options.now ?? (() => new Date());
  // Every article, drafts and scheduled ones included: their ids and slugs are taken, and their
  // titles are topics already covered.
  const content = loadSiteContent({ root, siteId, publication: { now: now(), showUnpublished: true } });
  const plan = planGeneration(content, options.args);
  // Drafts an editor rejected: named in the prompts of their subcategory, and not to be repeated.
  const rejected = readRejectedDrafts(root, siteId);
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const rules: AnswerRules = { locale: plan.locale, referenceSites: plan.settings.referenceSites, limits };
  const siteArticlesDir = path.join(root, 'content', siteId, 'articles');
  const outputDir = options.outputDir ?? siteArticlesDir;
  const result: GenerateResult = {
    requested: plan.articles.length,
    written: [],
    rejected: [],
    interrupted: false,
    resumed: false,
    earlier: { written: 0, refused: 0 },
    usage: emptyTally(),
    siteProblems: [],
  };

  if (!options.dryRun && !options.connect) throw new Error('generateArticles needs connect unless dryRun is set');
  const endpoint = options.dryRun ? undefined : options.connect?.();
  if (content.site.locale !== plan.locale.id)
    log(`note: site ${siteId} is ${content.site.locale}; these articles will be ${plan.locale.id}`);
  if (!endpoint) {
    plan.articles.forEach((article, index) =>
      print(dryRunText(article, index, plan, messagesFor(article, content, plan, limits, [], rejected))),
    );
    print(
      `Dry run: ${plan.articles.length} prompt${plan.articles.length === 1 ? '' : 's'} shown; nothing was sent and nothing was written.`,
    );
    return result;
  }

  fs.mkdirSync(outputDir, { recursive: true });
  // Every article of the site, drafts included, the rejected drafts, and then each draft of this
  // batch as it is written.
  const originality = new OriginalityIndex();
  for (const { sourceFile, title, body } of content.articles)
    originality.add({ file: sourceFile, title, body, language: languageOf(content.site.locale) });
  for (const { file, title, body } of rejected)
    originality.add({ file, title, body, language: languageOf(content.site.locale) });
  const checkRules: AnswerRules = { ...rules, originality };
  const takenSlugs = new Set([
    ...content.articles.map((a) => a.slug),
    ...fs.readdirSync(outputDir).map((name) => name.replace(/\.md$/, '')),
  ]);
  let nextId = nextFreeId(content.articles.map((a) => a.id));
  const writtenTitles = new Map<Subcategory, string[]>();

  // The same plan run again after an interruption goes on where it stopped (run-record.ts).
  const key = planKey(plan, options.args, options.publish === true, path.relative(root, outputDir));
  const opened = openRunRecord({ root, siteId, key, plan, content, now, log });
  const { record, file: recordFile, articles, earlier, resumed } = opened;
  result.requested = articles.length;
  result.resumed = resumed;
  for (const index of earlier)
    result.earlier[record.articles[index]!.outcome === 'written' ? 'written' : 'refused'] += 1;
  const total = articles.length;
  let stopped = false;

  // Articles are asked for `plan.concurrency` at a time; each id and file name is taken in one
  // synchronous step, so parallel articles never collide.
  const limit = pLimit(plan.concurrency);
  const one = async (article: ArticlePlan, index: number): Promise<void> => {
    const entry = record.articles[index]!;
    if (entry.outcome !== 'pending' || stopped || signal?.aborted) return;
    const tag = `[${index + 1}/${total}]`;
    const tally = emptyTally();
    try {
      log(
        `${tag} ${article.category.slug}/${article.subcategory.slug} by ${article.author.name}: asking ${endpoint.model}`,
      );
      const messages = messagesFor(article, content, plan, limits, writtenTitles.get(article.subcategory), rejected);
      const outcome = await askUntilValid(endpoint, messages, checkRules, {
        maxAnswers: options.maxAnswers ?? DEFAULT_MAX_ANSWERS,
        signal,
        log: (line) => log(`${tag} ${line}`),
        tally,
      });
      entry.refusals.push(...outcome.refusals);
      if (!outcome.ok) {
        refuse(entry, index, outcome.reason);
        log(`${tag} not written: ${outcome.reason}`);
        return;
      }
      const written = writeArticle(outcome.answer, article, {
        id: nextId,
        outputDir,
        takenSlugs,
        now,
        timeZone: content.site.timeZone,
        draft: options.publish !== true,
        generated: { model: endpoint.model, checks: passedCheckNames(plan.locale) },
      });
      if ('problems' in written) {
        refuse(entry, index, written.problems.join('; '));
        log(`${tag} not written: ${written.problems.join('; ')}`);
        return;
      }
      nextId += 1;
      takenSlugs.add(written.slug);
      originality.add({
        file: path.relative(process.cwd(), written.file),
        title: written.title,
        body: outcome.answer.body,
        language: plan.locale.languageCode,
      });
      writtenTitles.set(article.subcategory, [...(writtenTitles.get(article.subcategory) ?? []), written.title]);
      result.written.push(written);
      entry.outcome = 'written';
      entry.file = path.relative(root, written.file);
      entry.id = written.id;
      entry.title = written.title;
      log(`${tag} wrote ${path.relative(process.cwd(), written.file)} (id ${written.id}): ${written.title}`);
    } catch (error) {
      if (signal?.aborted) return;
      stopped = true;
      if (!(error instanceof EndpointError)) throw error;
      result.endpointError ??= error.message;
      log(`${tag} stopped: ${error.message}`);
    } finally {
      // Tokens of an article stopped midway count too; the record is rewritten whole each time.
      addTally(entry.tally, tally);
      addTally(result.usage, tally);
      saveRunRecord(recordFile, record);
    }
  };
  const refuse = (entry: RecordEntry, index: number, reason: string) => {
    entry.outcome = 'refused';
    entry.reason = reason;
    result.rejected.push({ index, reason });
  };
  await Promise.all(articles.map((article, index) => limit(one, article, index)));
  result.rejected.sort((a, b) => a.index - b.index);

  result.interrupted = signal?.aborted === true;
  for (const line of summaryLines({
    articles: record.articles,
    earlier,
    session: result.usage,
    prices: endpoint.prices,
    pendingBecause: result.interrupted ? 'interrupted' : 'the run stopped',
    showFile: (file) => path.relative(process.cwd(), path.resolve(root, file)),
  }))
    log(line);
  if (result.written.length > 0 && path.resolve(outputDir) === path.resolve(siteArticlesDir)) {
    result.siteProblems = siteProblemsAfterRun(root, siteId, now());
  }
  return result;
}

function siteProblemsAfterRun(root: string, siteId: string, now: Date): string[] {
  try {
    loadSiteContent({ root, siteId, publication: { now, showUnpublished: true } });
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem);
    throw error;
  }
}
