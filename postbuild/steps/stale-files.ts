// Post-build, before the security headers: an out/ updated in place (postbuild/export/out-in-place.ts)
// loses what the last build wrote and this one did not, before anything lists it for hosts.
import { removeStaleFiles } from '../export/out-in-place.ts';
import { newPostBuildState, type PostBuildState } from './state.ts';

export function removeFilesOfTheLastBuild(state: PostBuildState = newPostBuildState()): void {
  if (!state.stock) {
    console.log('stale files: none, out/ was written anew');
    return;
  }
  const removed = removeStaleFiles(state.stock);
  console.log(`stale files: ${removed} files of the last build removed, ${state.stock.kept.size} kept as they were`);
}
