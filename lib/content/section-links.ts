// Links to a section of an article (`/articles/x/#id`, or `#id` within the article itself) must
// name a heading the article has: a wrong id opens the article at its top, and nothing else
// would notice (docs/content.md#headings-and-the-table-of-contents).
import { sectionIds } from './article-body.ts';
import { knownBody, memoized, textOf } from './check-memo.ts';
import type { ContentProblem } from './problems.ts';
import type { Article } from './model/index.ts';

/** `[text](/articles/{slug}/#{id})` or `[text](#{id})`, with an optional title. */
const SECTION_LINK = /\]\((?:\/articles\/([^/?#)\s]+)\/?)?#([^)\s]+)(?:\s+"[^"]*")?\)/g;

/** A fragment as written, `%D1%88…` or `ш…`, as the id it names. */
function fragmentId(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/**
 * Every section link in an article's body names a heading id of its target, as the article page
 * gives them (`locale` lower-cases the headings). A link to an article the site does not have is
 * left to the checks of plain links.
 */
export function checkSectionLinks(articles: readonly Article[], locale: string): ContentProblem[] {
  const bySlug = new Map(articles.map((article) => [article.slug, article]));
  const idsOf = new Map<Article, Set<string>>();
  // Each body's links and headings are kept by the content check's memo (check-memo.ts): a check
  // whose answers are all kept reads no body.
  const ids = (article: Article) => {
    let known = idsOf.get(article);
    if (!known) {
      const body = knownBody(article);
      known = new Set(memoized('section ids', [locale, body], () => sectionIds(textOf(body), locale)));
      idsOf.set(article, known);
    }
    return known;
  };
  const problems: ContentProblem[] = [];
  for (const article of articles) {
    const body = knownBody(article);
    const links = memoized('section links', [body], () =>
      [...textOf(body).matchAll(SECTION_LINK)].map(
        ([link, slug, fragment]) => [link, slug ?? null, fragment!] as const,
      ),
    );
    for (const [link, slug, fragment] of links) {
      const target = slug === null ? article : bySlug.get(slug);
      if (!target || ids(target).has(fragmentId(fragment))) continue;
      const known = [...ids(target)].map((id) => `#${id}`);
      problems.push({
        file: article.sourceFile,
        field: 'body',
        value: link.slice(2, -1),
        expected:
          `a section of ${target === article ? 'this article' : target.sourceFile}: ` +
          (known.length > 0 ? `one of ${known.join(', ')}` : 'it has no ## headings, so link to the article itself'),
      });
    }
  }
  return problems;
}
