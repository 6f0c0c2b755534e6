// The bytes a first search downloads at given numbers of synthetic titles, from the search
// files alone (no site build): `node scripts/bench/search-scale.ts 5000 50000`.
import { loadSiteContent } from '../../lib/content/load.ts';
import type { Article } from '../../lib/content/types.ts';
import { syntheticArticles } from './corpus.ts';
import { buildSearchIndexFile } from '../../lib/search/documents.ts';
import { gzipBytes } from './page-weight.ts';
import { measureSearchFetch } from './search.ts';

const source = loadSiteContent({ root: process.cwd(), siteId: 'oddsaces' });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const count of process.argv.slice(2).map(Number)) {
  // The corpus's titles on the source's articles: the search reads titles and headings only.
  const articles: Article[] = syntheticArticles(source, count, 1).map((article, at) => ({
    ...source.articles[at % source.articles.length]!,
    title: /^title: (.*)$/m.exec(article.text)![1]!.replace(/^["']|["']$/g, ''),
    slug: article.file.replace(/\.md$/, ''),
  }));
  const started = performance.now();
  const fetch = measureSearchFetch({ articles, categories: source.categories });
  const whole = gzipBytes(JSON.stringify(buildSearchIndexFile(articles, source.categories)));
  console.log(
    `${count} titles: one index ${kb(whole)}; ${fetch.shards} shards; manifest ${kb(fetch.manifestGzipBytes)}; first search ('poker') ` +
      `${kb(fetch.firstSearchGzipBytes)}; median query ${kb(fetch.medianQueryGzipBytes)}; largest ` +
      `${kb(fetch.maxQueryGzipBytes)} ('${fetch.maxQuery}'); all search files ${kb(fetch.filesBytes)} raw [${Math.round(performance.now() - started)} ms]`,
  );
}
