// The content check's per-text answers computed on every core when many are missing: a check
// with a cold memo (lib/content/check-memo.ts: a first build, new code, BUILD_FULL=1) parsed
// and checked every article on one thread, which at 5,000 articles kept one of two cores idle
// for the check's 12 s. The article files are shared out, place by place, among processes, one
// a core: each reads the site with its share of the articles alone (check-share-process.ts) and
// sends back the answers it computed, while the check waits; the check proper then reads the
// whole site and finds every answer. A share is no site: whatever the checks across files say
// of it is thrown away, and the check proper says it again of the site.
//
// Processes, not threads: what a share's read leaves behind goes with its process. Threads
// returned their heaps to this process's allocator, not to the system, and at 50,000 articles
// the check's peak went from 1.45 to 2.76 GB.
import { availableParallelism } from 'node:os';
import { fork } from 'node:child_process';

import { addAnswers } from './check-memo.ts';
import type { LoadOptions } from './load.ts';
import { articlesToParse } from './read-articles.ts';

/**
 * Fewer article files to parse than this are left to the check itself, and no process gets a
 * share smaller: starting one and loading the content modules in it costs about what parsing
 * and checking a few hundred articles does.
 */
export const SHARED_FROM = 1_000;

/**
 * The most articles a share holds. A process reading 25,000 articles held 1.4 GB at its end,
 * most of it outside the JavaScript heap, and two side by side made the check's peak: 2.8 GB at
 * 50,000 articles, against 2.1 to 2.5 GB for one process reading them all.
 */
export const SHARE_AT_MOST = 10_000;

/** What a share's process is given (check-share-process.ts). */
export interface CheckShareData {
  root: string;
  siteId: string;
  /** The check's "now" and SHOW_DRAFTS (PublicationFilter), the date as an ISO string. */
  now: string;
  showUnpublished: boolean;
  /** The code's build hash, the memo's. */
  code: string;
  /** Each article file (absolute path) and its SHA-256 in the content key, hex. */
  digests: [file: string, sha256: string][];
  share: { index: number; count: number };
}

/**
 * Fills the open memo with the answers for the site's articles (`articleFiles`, absolute
 * paths) in `processes` processes when at least SHARED_FROM of them are new to it; the check's
 * load that follows then computes none. Returns how many shares the articles made: none when
 * too few answers were missing or too few articles would make a share a process.
 */
export async function shareCheckAnswers(
  options: Required<Pick<LoadOptions, 'root' | 'siteId' | 'publication' | 'keyedDigest'>> & {
    code: string;
    articleFiles: readonly string[];
    /** By default one a core. */
    processes?: number;
    /** By default SHARED_FROM: a share smaller than this is not worth a process. */
    sharedFrom?: number;
  },
): Promise<number> {
  const { root, siteId, publication, keyedDigest, code, articleFiles, sharedFrom = SHARED_FROM } = options;
  const count = Math.min(options.processes ?? availableParallelism(), Math.floor(articleFiles.length / sharedFrom));
  if (count < 2 || articlesToParse(articleFiles, keyedDigest) < sharedFrom) return 0;
  const digests: CheckShareData['digests'] = [];
  for (const file of articleFiles) {
    const digest = keyedDigest(file);
    if (digest) digests.push([file, digest.toString('hex')]);
  }
  // `count` processes at a time, each share in a process of its own, as many shares for each.
  const shares = count * Math.ceil(articleFiles.length / (count * SHARE_AT_MOST));
  let next = 0;
  const runner = async () => {
    for (let index = next++; index < shares; index = next++)
      addAnswers(
        await answersOf({
          root,
          siteId,
          now: publication.now.toISOString(),
          showUnpublished: publication.showUnpublished,
          code,
          digests,
          share: { index, count: shares },
        }),
      );
  };
  await Promise.all(Array.from({ length: count }, runner));
  return shares;
}

/** The answers a process of its own computed for its share; none when it failed (the check computes them). */
function answersOf(data: CheckShareData): Promise<[string, string][]> {
  return new Promise((resolve) => {
    const child = fork(new URL('./check-share-process.ts', import.meta.url), {
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    child.once('message', (answers: [string, string][]) => resolve(answers));
    child.once('error', () => resolve([]));
    child.once('exit', () => resolve([]));
    child.send(data);
  });
}
