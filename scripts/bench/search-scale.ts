// The bytes a first search downloads at given numbers of synthetic titles, from the search
// files alone (no site build): `node scripts/bench/search-scale.ts 5000 50000`.
import { loadSiteContent } from '../../lib/content/load.ts';
import { searchFilesOf } from '../../lib/site/static-queries.ts';
import { gzipBytes } from './page-weight.ts';
import { measureSearchFetch } from './search.ts';
import { syntheticSearchIndex } from './search-titles.ts';

const source = loadSiteContent({ root: process.cwd(), siteId: 'oddsaces' });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const count of process.argv.slice(2).map(Number)) {
  const started = performance.now();
  const whole = syntheticSearchIndex(source, count);
  const fetch = await measureSearchFetch(searchFilesOf(whole));
  console.log(
    `${count} titles: one index ${kb(gzipBytes(JSON.stringify(whole)))}; ${fetch.lists} lists in ${fetch.files} files; ` +
      `manifest ${kb(fetch.manifestGzipBytes)}; first search ('poker') ${kb(fetch.firstSearchGzipBytes)}; ` +
      `median query ${kb(fetch.medianQueryGzipBytes)}; largest ${kb(fetch.maxQueryGzipBytes)} ('${fetch.maxQuery}'); ` +
      `short words at most ${kb(fetch.shortWordGzipBytes)}; all search files ${kb(fetch.filesBytes)} raw ` +
      `[${Math.round(performance.now() - started)} ms]`,
  );
}
