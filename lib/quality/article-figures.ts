// The figures check as check:content applies it (lib/content/load.ts): every article of the
// site, drafts and scheduled ones included, so its answer never changes as time passes.
import { knownBody, memoized } from '../content/check-memo.ts';
import type { ContentProblem } from '../content/problems.ts';
import { checkFigures, figureLanguage, type FigureCheck } from './figures/index.ts';

/** Every article's checked figures, by file: for the coverage report, which opens no check memo. */
export function articleFigureChecks(
  articles: readonly { sourceFile: string; body: string }[],
  locale: string,
): { file: string; check: FigureCheck }[] {
  const language = figureLanguage(locale);
  if (!language) return [];
  return articles.flatMap((article) =>
    checkFigures(article.body, language).map((check) => ({ file: article.sourceFile, check })),
  );
}

/**
 * One problem per wrong figure, quoting its sentence and the figure's right value. The check's
 * memo keeps the wrong figures alone: with every figure, right ones too, the answers were 47 MB
 * of the memo's 110 MB at 50,000 articles, read and parsed again by every check.
 */
export function articleFigureProblems(
  articles: readonly { sourceFile: string; body: string }[],
  locale: string,
): ContentProblem[] {
  const language = figureLanguage(locale);
  if (!language) return [];
  return articles.flatMap((article) =>
    memoized('wrong figures', [language, knownBody(article)], () =>
      checkFigures(article.body, language).filter((check) => !check.ok),
    ).map((check) => ({
      file: article.sourceFile,
      field: 'body',
      value: check.written,
      expected: `${check.expected}, within ${check.tolerance}, in "${check.sentence}" (docs/generation.md#figures)`,
    })),
  );
}
