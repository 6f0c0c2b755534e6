import { createLoader, type Loader } from './loader.ts';

let shared: Loader | undefined;

/** The page's one loader: requests for the same file in flight at once are shared across callers. */
export function siteLoader(): Loader {
  return (shared ??= createLoader());
}
