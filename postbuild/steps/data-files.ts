// Post-build: writes the data files (page data, app data, static queries, slices) into out/.
import path from 'node:path';

import { computeBuildHash, currentBuildHash } from '../../lib/build/build-hash.ts';
import { pageCacheDir } from '../../lib/build/page-cache.ts';
import { getSiteContent } from '../../lib/content/index.ts';
import { buildDataFiles, searchDataFiles } from '../data-files/build-data-files.ts';
import { writeUnlessSame } from '../export/out-in-place.ts';
import { type OutputsRecord, outputsInPlace, recordOutputs } from './outputs-in-place.ts';
import { keptHashesOf } from './write-build-record-file.ts';
import { newPostBuildState, type PostBuildState } from './state.ts';

/** Bumped when the record's shape changes, so an older one is not read. */
const SEARCH_FILES_FORMAT = 'search-files 2';

export function writeDataFiles(state: PostBuildState = newPostBuildState()): void {
  const outDir = path.resolve(process.env.OUT_DIR ?? 'out');
  const buildHash = currentBuildHash();
  const content = getSiteContent();
  // The search manifest's address is a hash of the manifest, which names every search file by
  // a hash of its rows: with the code's hash, it keys them all. A build whose titles are the
  // last one's (a body edited) leaves them as they are; the record lists the manifest first.
  const manifest = content.staticQueryUrls?.['search-index'];
  const search: OutputsRecord = {
    file: path.join(pageCacheDir(), 'search-files.json'),
    format: SEARCH_FILES_FORMAT,
    key: `${computeBuildHash()} ${manifest}`,
  };
  const keptBefore = state.stock?.kept.size ?? 0;
  const inPlace = manifest === undefined ? undefined : outputsInPlace(state, outDir, search, relativeOf(manifest));
  const searchInPlace = inPlace && { manifestUrl: manifest! };
  const files = buildDataFiles(content, buildHash, { searchInPlace });
  // Updated in place, a file that holds its bytes already is left as it is (out-in-place.ts),
  // known by the MD5 the last build's record kept while the file is unchanged since.
  const recorded = state.stock ? keptHashesOf(state).previous : undefined;
  for (const [sitePath, json] of files)
    writeUnlessSame(state.stock, outDir, relativeOf(sitePath), json, recorded?.get(relativeOf(sitePath)));
  if (!searchInPlace && manifest !== undefined) recordOutputs(search, searchDataFiles(content).map(relativeOf));
  const kept = (state.stock?.kept.size ?? 0) - keptBefore;
  console.log(
    `data files: ${files.size + (inPlace?.length ?? 0) - kept} written${kept > 0 ? ` (${kept} as they were)` : ''} to ${path.relative(process.cwd(), outDir)}/ (build ${buildHash})`,
  );
}

const relativeOf = (sitePath: string) => sitePath.replace(/^\//, '');
