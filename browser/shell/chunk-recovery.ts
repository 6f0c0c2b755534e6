// A chunk of code that fails to load (a deploy removed it, the network dropped it) leaves
// the page unable to work: load the last path the shell showed in full instead, once per
// path per session so a chunk that never loads cannot loop (docs/behaviour.md#chunk-failures).
import { claimOnce } from './session-flags.ts';

const CHUNK_FLAG = 'shell:chunk-recovery';
// A module script's import() that fails: Chromium's "Failed to fetch dynamically imported
// module", Firefox's "error loading dynamically imported module", Safari's "Importing a module
// script failed"; and bundlers' own words (webpack's "Loading chunk 12 failed", ChunkLoadError).
const CHUNK_FAILURE =
  /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|loading chunk [\w-]* failed|failed to load chunk|ChunkLoadError/i;

export function isChunkFailure(reason: unknown): boolean {
  const message = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason);
  return CHUNK_FAILURE.test(message);
}

/** Sends the browser to `path` if `reason` is a chunk failure not yet recovered from there; says whether it did. */
export function recoverFromChunkFailure(
  reason: unknown,
  path: string,
  assign = (url: string) => window.location.assign(url),
): boolean {
  if (!isChunkFailure(reason) || !claimOnce(`${CHUNK_FLAG}:${path}`, '1')) return false;
  assign(path);
  return true;
}
