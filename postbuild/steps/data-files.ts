// Post-build: writes the data files (page data, app data, static queries, slices) into out/.
import path from 'node:path';

import { currentBuildHash } from '../../lib/build/build-hash.ts';
import { getSiteContent } from '../../lib/content/index.ts';
import { buildDataFiles } from '../data-files/build-data-files.ts';
import { writeUnlessSame } from '../export/out-in-place.ts';
import { keptHashesOf } from './write-build-record-file.ts';
import { newPostBuildState, type PostBuildState } from './state.ts';

export function writeDataFiles(state: PostBuildState = newPostBuildState()): void {
  const outDir = path.resolve(process.env.OUT_DIR ?? 'out');
  const buildHash = currentBuildHash();
  const files = buildDataFiles(getSiteContent(), buildHash);
  // Updated in place, a file that holds its bytes already is left as it is (out-in-place.ts),
  // known by the MD5 the last build's record kept while the file is unchanged since.
  const recorded = state.stock ? keptHashesOf(state).previous : undefined;
  const keptBefore = state.stock?.kept.size ?? 0;
  for (const [sitePath, json] of files) {
    const relative = sitePath.replace(/^\//, '');
    writeUnlessSame(state.stock, outDir, relative, json, recorded?.get(relative));
  }
  const kept = (state.stock?.kept.size ?? 0) - keptBefore;
  console.log(
    `data files: ${files.size - kept} written${kept > 0 ? ` (${kept} as they were)` : ''} to ${path.relative(process.cwd(), outDir)}/ (build ${buildHash})`,
  );
}
