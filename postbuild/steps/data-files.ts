// Post-build: writes the data files (page data, app data, static queries, slices) into out/.
import { createHash } from 'node:crypto';
import path from 'node:path';

import { computeBuildHash, currentBuildHash } from '../../lib/build/build-hash.ts';
import { pageCacheDir } from '../../lib/build/page-cache.ts';
import { getSiteContent } from '../../lib/content/index.ts';
import { buildSearchIndexFile } from '../../lib/search/documents.ts';
import { buildDataFiles, searchDataFiles } from '../data-files/build-data-files.ts';
import { writeUnlessSame } from '../export/out-in-place.ts';
import { type OutputsRecord, outputsInPlace, recordOutputs } from './outputs-in-place.ts';
import { keptHashesOf } from './write-build-record-file.ts';
import { newPostBuildState, type PostBuildState } from './state.ts';

/** Bumped when the record's shape changes, so an older one is not read. */
const SEARCH_FILES_FORMAT = 'search-files 1';

export function writeDataFiles(state: PostBuildState = newPostBuildState()): void {
  const outDir = path.resolve(process.env.OUT_DIR ?? 'out');
  const buildHash = currentBuildHash();
  const content = getSiteContent();
  // The search files follow from the search index and the code alone (not the build's name);
  // a build whose index is the last one's (a body edited) leaves them as they are.
  const search: OutputsRecord = {
    file: path.join(pageCacheDir(), 'search-files.json'),
    format: SEARCH_FILES_FORMAT,
    key: createHash('sha256')
      .update(`${SEARCH_FILES_FORMAT}\0${computeBuildHash()}\0`)
      .update(JSON.stringify(buildSearchIndexFile(content.articles, content.categories)))
      .digest('hex'),
  };
  const keptBefore = state.stock?.kept.size ?? 0;
  // The record lists the manifest first: the one the pages of this very content name.
  const manifest = content.staticQueryUrls?.['search-index'];
  const inPlace = manifest === undefined ? undefined : outputsInPlace(state, outDir, search, relativeOf(manifest));
  const searchInPlace = inPlace && { manifestUrl: manifest! };
  const files = buildDataFiles(content, buildHash, { searchInPlace });
  // Updated in place, a file that holds its bytes already is left as it is (out-in-place.ts),
  // known by the MD5 the last build's record kept while the file is unchanged since.
  const recorded = state.stock ? keptHashesOf(state).previous : undefined;
  for (const [sitePath, json] of files)
    writeUnlessSame(state.stock, outDir, relativeOf(sitePath), json, recorded?.get(relativeOf(sitePath)));
  if (!searchInPlace) recordOutputs(search, searchDataFiles(content).map(relativeOf));
  const kept = (state.stock?.kept.size ?? 0) - keptBefore;
  console.log(
    `data files: ${files.size + (inPlace?.length ?? 0) - kept} written${kept > 0 ? ` (${kept} as they were)` : ''} to ${path.relative(process.cwd(), outDir)}/ (build ${buildHash})`,
  );
}

const relativeOf = (sitePath: string) => sitePath.replace(/^\//, '');
