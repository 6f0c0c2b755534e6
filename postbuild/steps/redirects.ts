// Post-build: the site's permanent redirects (lib/content/redirects.ts) as out/_redirects and a
// page at each old address (postbuild/redirects/redirect-pages.ts). After the sitemap and the
// data files, which list live pages only, and before the security headers, which give each old
// address's page its policy and read _redirects for nginx's generated locations.
import path from 'node:path';

import { pageCacheDir } from '../../lib/build/page-cache.ts';
import { getSiteContent } from '../../lib/content/index.ts';
import { writeRedirects } from '../redirects/redirect-pages.ts';
import { newPostBuildState, type PostBuildState } from './state.ts';

export async function writeRedirectFiles(state: PostBuildState = newPostBuildState()): Promise<void> {
  const outDir = path.resolve(process.env.OUT_DIR ?? 'out');
  const { site, redirects = [] } = getSiteContent();
  const written = await writeRedirects({
    outDir,
    redirects,
    language: site.language,
    domain: site.domain,
    titlesFile: path.join(pageCacheDir(), 'redirect-titles.json'),
    ...(state.stock && { stock: state.stock }),
  });
  const shown = path.relative(process.cwd(), written.file);
  const pageCount = (count: number) => `${count} page${count === 1 ? '' : 's'}`;
  const pages = written.pages.length - written.kept;
  const wrote = [...(written.fileKept ? [] : [shown]), ...(pages > 0 ? [pageCount(pages)] : [])];
  const asTheyWere = [...(written.fileKept ? [shown] : []), ...(written.kept > 0 ? [pageCount(written.kept)] : [])];
  console.log(
    `redirects: ${redirects.length} old addresses; ` +
      [
        ...(wrote.length > 0 ? [`wrote ${wrote.join(' and ')}`] : []),
        ...(asTheyWere.length > 0 ? [`${asTheyWere.join(' and ')} as they were`] : []),
      ].join(', '),
  );
}
