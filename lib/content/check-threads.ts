// The content check's per-text answers computed on every core when many are missing: a check
// with a cold memo (lib/content/check-memo.ts: a first build, new code, BUILD_FULL=1) parses
// and checks every article on one thread, which at 5,000 articles kept one of two cores idle for
// the check's 12 s. The article files are shared out, place by place, among the threads: each
// other thread reads the site with its share of the articles alone (check-thread.ts) and sends
// back the answers it computed, while this thread does the same with its own share; the check
// proper then reads the whole site and finds every answer. A share is no site: whatever the
// checks across files say of it is thrown away, and the check proper says it again of the site.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

import { addAnswers, forgetUses } from './check-memo.ts';
import { type LoadOptions, loadSiteContent } from './load.ts';
import { articlesToParse } from './read-articles.ts';

/**
 * Fewer article files to parse than this are left to the check's own thread, and no thread gets
 * a share smaller: starting a thread and loading the content modules in it costs about what
 * parsing and checking a few hundred articles does.
 */
export const SHARED_FROM = 1_000;

/** What a thread of the check is given (check-thread.ts). */
export interface CheckThreadData {
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
 * paths) on `threads` threads when at least SHARED_FROM of them are new to it; the check's load
 * that follows then computes none. Returns how many threads computed answers (1: this one
 * alone, or none when too few were missing).
 */
export async function shareCheckAnswers(
  options: Required<Pick<LoadOptions, 'root' | 'siteId' | 'publication' | 'keyedDigest'>> & {
    code: string;
    articleFiles: readonly string[];
    /** By default one a core. */
    threads?: number;
    /** By default SHARED_FROM: a share smaller than this is not worth a thread. */
    sharedFrom?: number;
  },
): Promise<number> {
  const { root, siteId, publication, keyedDigest, code, articleFiles, sharedFrom = SHARED_FROM } = options;
  const count = Math.min(options.threads ?? availableParallelism(), Math.floor(articleFiles.length / sharedFrom));
  if (count < 2 || articlesToParse(articleFiles, keyedDigest) < sharedFrom) return 0;
  const digests: CheckThreadData['digests'] = [];
  for (const file of articleFiles) {
    const digest = keyedDigest(file);
    if (digest) digests.push([file, digest.toString('hex')]);
  }
  const others = Array.from({ length: count - 1 }, (_, other) =>
    answersOf({
      root,
      siteId,
      now: publication.now.toISOString(),
      showUnpublished: publication.showUnpublished,
      code,
      digests,
      share: { index: other + 1, count },
    }),
  );
  try {
    loadSiteContent({ root, siteId, publication, keyedDigest, articleShare: { index: 0, count } });
  } catch {
    // A share's problems are not the site's: the check proper finds the site's.
  }
  forgetUses();
  for (const answers of await Promise.all(others)) addAnswers(answers);
  return count;
}

/** The answers a thread of its own computed for its share; none when it failed (the check computes them). */
function answersOf(data: CheckThreadData): Promise<[string, string][]> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./check-thread.ts', import.meta.url), { workerData: data });
    worker.once('message', (answers: [string, string][]) => resolve(answers));
    worker.once('error', () => resolve([]));
    worker.once('exit', () => resolve([]));
  });
}
