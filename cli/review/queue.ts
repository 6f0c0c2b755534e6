// The review queue (docs/generation.md#review): every article of a site that waits, drafts and
// scheduled ones, with the checks run on it now, not only those recorded when it was generated:
// the content check's own rules (schema, authors, categories, links), forbidden claims,
// recomputed figures, originality against every other article of the site, drafts included,
// and the language. A draft every check passes is ready to approve.
import fs from 'node:fs';
import path from 'node:path';

import { parseMarkdownFile } from '../../lib/content/frontmatter.ts';
import { loadSiteForReview } from '../../lib/content/load.ts';
import { type ContentProblem, formatProblem } from '../../lib/content/problems.ts';
import type { Article, SiteContent } from '../../lib/content/model/index.ts';
import { articleFigureProblems } from '../../lib/quality/article-figures.ts';
import { articleClaimProblems } from '../../lib/quality/claims.ts';
import { OriginalityIndex, originalityCheckOn } from '../../lib/quality/originality.ts';
import { languageOf } from '../../lib/quality/words.ts';
import { languageProblems } from '../generate/check-language.ts';
import { forbiddenSuffixProblem, forbiddenSuffixWords } from '../generate/check-suffixes.ts';
import { GENERATION_LOCALES, type GenerationLocaleId } from '../generate/locales.ts';
import { REJECTED_DIR } from './rejected.ts';

/** The checks the queue runs, in the order it shows them. */
export const REVIEW_CHECKS = ['content', 'claims', 'figures', 'originality', 'language'] as const;
export type ReviewCheck = (typeof REVIEW_CHECKS)[number];

export interface CheckResult {
  check: ReviewCheck;
  /** `skipped`: not run, `note` says why. */
  status: 'ok' | 'failed' | 'skipped';
  /** One line per problem, quoting the sentence, the figure or the closest article. */
  problems: string[];
  note?: string;
}

export interface WaitingArticle {
  /** Relative to the working directory, as the content check names files. */
  file: string;
  status: 'draft' | 'scheduled';
  /** Undefined for a draft refused by the content check's rules of its own file. */
  article?: Article;
  checks: CheckResult[];
}

export interface SiteQueue {
  siteId: string;
  content: SiteContent;
  /** In the site's article order (newest first), then the drafts refused by their own file's rules. */
  waiting: WaitingArticle[];
  /** The files of content/{site}/rejected/ (cli/review/reject.ts moves rejected drafts there). */
  rejected: string[];
}

/** The names of the failed checks; empty when the article may be approved. */
export function failedChecks(entry: WaitingArticle): ReviewCheck[] {
  return entry.checks.filter((result) => result.status === 'failed').map((result) => result.check);
}

export function isReady(entry: WaitingArticle): boolean {
  return entry.status === 'draft' && entry.article !== undefined && failedChecks(entry).length === 0;
}

/**
 * The site's queue. Throws ContentError when a file that is not a draft has a problem: a build
 * would fail on it too, and it is fixed first. A draft's problems are its own check results.
 */
export function reviewQueue({
  root,
  siteId,
  now,
  env = process.env,
}: {
  root: string;
  siteId: string;
  now: Date;
  env?: NodeJS.ProcessEnv;
}): SiteQueue {
  const checkOriginality = originalityCheckOn(env);
  const drafts = new Map<string, boolean>();
  const isDraftFile = (file: string) => {
    if (!drafts.has(file)) drafts.set(file, isDraftSource(readIfFile(file)));
    return drafts.get(file)!;
  };
  const { content, held } = loadSiteForReview(
    { root, siteId, publication: { now, showUnpublished: true } },
    isDraftFile,
  );
  const locale = content.site.locale;
  const heldByFile = new Map<string, ContentProblem[]>();
  for (const problem of held) heldByFile.set(problem.file, [...(heldByFile.get(problem.file) ?? []), problem]);
  const index = new OriginalityIndex();
  if (checkOriginality)
    for (const { sourceFile, title, body } of content.articles)
      index.add({ file: sourceFile, title, body, language: languageOf(locale) });

  const waiting: WaitingArticle[] = content.articles
    .filter((article) => article.status !== 'published')
    .map((article) => {
      const own = heldByFile.get(article.sourceFile) ?? [];
      const claims = articleClaimProblems(locale, [article]);
      const figures = articleFigureProblems([article], locale);
      const elsewhere = new Set([...claims, ...figures].map(formatProblem));
      return {
        file: article.sourceFile,
        status: article.status === 'draft' ? 'draft' : 'scheduled',
        article,
        checks: [
          result(
            'content',
            own.filter((problem) => !elsewhere.has(formatProblem(problem))),
          ),
          result('claims', claims),
          result('figures', figures),
          checkOriginality
            ? result(
                'originality',
                index.repeats(
                  { title: article.title, body: article.body, language: languageOf(locale) },
                  { except: article.sourceFile },
                ),
              )
            : { check: 'originality', status: 'skipped', problems: [], note: 'ORIGINALITY_CHECK is off' },
          languageResult(article, locale),
        ],
      };
    });
  // Drafts refused by the rules of their own file are not loaded: only those problems are known.
  const loaded = new Set(waiting.map((entry) => entry.file));
  for (const [file, problems] of heldByFile) {
    if (loaded.has(file)) continue;
    waiting.push({
      file,
      status: 'draft',
      checks: [
        result('content', problems),
        ...REVIEW_CHECKS.filter((check) => check !== 'content').map((check): CheckResult => ({
          check,
          status: 'skipped',
          problems: [],
          note: 'until the content check passes',
        })),
      ],
    });
  }
  return { siteId, content, waiting, rejected: rejectedFiles(root, siteId) };
}

function result(check: ReviewCheck, problems: readonly (ContentProblem | string)[]): CheckResult {
  const lines = problems.map((problem) => (typeof problem === 'string' ? problem : formatProblem(problem)));
  return { check, status: lines.length > 0 ? 'failed' : 'ok', problems: lines };
}

/** The generator's language checks (cli/generate/check-language.ts), for the three generation locales. */
function languageResult(article: Article, locale: string): CheckResult {
  if (!Object.hasOwn(GENERATION_LOCALES, locale))
    return { check: 'language', status: 'skipped', problems: [], note: `no language check for ${locale}` };
  const generationLocale = GENERATION_LOCALES[locale as GenerationLocaleId];
  const answer = {
    title: article.title,
    description: article.description,
    subsubcategories: article.entities.flatMap((entity) => entity.subcategories.flatMap((sub) => sub.subsubcategories)),
    body: article.body,
  };
  const problems = languageProblems(answer, generationLocale);
  if (locale === 'tr_TR') {
    const words = forbiddenSuffixWords(
      [answer.title, answer.description, ...answer.subsubcategories, answer.body].join('\n'),
    );
    if (words.length > 0) problems.push(forbiddenSuffixProblem(words));
  }
  return result('language', problems);
}

/**
 * Whether a file's text is a draft's: `draft: true` in its frontmatter, or, when the frontmatter
 * is not valid YAML, a line saying so (the draft is then listed with that problem).
 */
export function isDraftSource(source: string | undefined): boolean {
  if (source === undefined) return false;
  const parsed = parseMarkdownFile(source, '');
  if (parsed.ok) return parsed.value.data.draft === true;
  return /^draft:[ \t]*true[ \t]*(?:#.*)?$/m.test(frontmatterText(source));
}

function frontmatterText(source: string): string {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trimEnd() !== '---') return '';
  const closing = lines.findIndex((line, index) => index > 0 && line.trimEnd() === '---');
  return lines.slice(1, closing === -1 ? undefined : closing).join('\n');
}

function readIfFile(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function rejectedFiles(root: string, siteId: string): string[] {
  const dir = path.join(root, 'content', siteId, REJECTED_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.relative(process.cwd(), path.join(dir, name)));
}
