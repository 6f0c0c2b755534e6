// The search index of N synthetic titles: the benchmark corpus's titles (scripts/bench/corpus.ts)
// on a site's articles and headings, as the build writes it. Used where the search is measured
// or tested without building a site of that size (docs/behaviour.md#search-at-scale).
import type { Article, SiteContent } from '../../lib/content/model/index.ts';
import { buildSearchIndexFile } from '../../lib/search/documents.ts';
import type { SearchIndexFile } from '../../lib/search/types.ts';
import { syntheticArticles } from './corpus.ts';

export function syntheticSearchIndex(source: SiteContent, count: number, seed = 1): SearchIndexFile {
  // The search reads titles, slugs and headings only: each synthetic title takes a real
  // article's place in the site's headings, in turn.
  const articles: Article[] = syntheticArticles(source, count, seed).map((article, at) => ({
    ...source.articles[at % source.articles.length]!,
    title: /^title: (.*)$/m.exec(article.text)![1]!.replace(/^["']|["']$/g, ''),
    slug: article.file.replace(/\.md$/, ''),
  }));
  return buildSearchIndexFile(articles, source.categories);
}
