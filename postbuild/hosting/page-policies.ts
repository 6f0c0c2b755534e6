// Every HTML page of a build with the Content-Security-Policy its inline code needs.
import { fork } from 'node:child_process';
import { lstatSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

import { inlineSourcesKey, keyOfSha256 } from './inline-sources-cache.ts';
import { isLibraryPage, readInlineSources, type InlineSources } from './inline-sources.ts';
import type { InlineSourcesRequest } from './inline-sources-process.ts';
import { contentSecurityPolicy } from '../../hosting/security-headers.ts';
import { pageAddress } from './site-files.ts';

export interface PagePolicy {
  /** The HTML file, relative to out/ (authors/index.html). */
  file: string;
  /** The address readers use for it (/authors/). */
  address: string;
  sources: InlineSources;
  contentSecurityPolicy: string;
}

/**
 * Pages each process reads at the least: starting one costs about half a second, which a few
 * hundred pages repay (parse5 takes 3 to 4 ms a page). A 5,000-article build is parsed on
 * every core; the example sites, in one process.
 */
const PAGES_PER_PROCESS = 500;

/**
 * readInlineSources in a child process running postbuild/hosting/inline-sources-process.ts.
 * `sent` settles once the request has left this process: until then reading a share here
 * would hold the event loop, and the child would wait for its files until this one is done.
 */
function readInlineSourcesInChild(
  outDir: string,
  files: string[],
): { sent: Promise<void>; sources: Promise<InlineSources[]> } {
  const child = fork(path.join(import.meta.dirname, 'inline-sources-process.ts'), [], {
    stdio: 'inherit',
  });
  const sources = new Promise<InlineSources[]>((resolve, reject) => {
    let answered = false;
    child.once('message', (answer: { sources?: InlineSources[]; error?: string }) => {
      answered = true;
      if (answer.sources) resolve(answer.sources);
      else reject(new Error(`security headers: reading pages in a child process failed: ${answer.error}`));
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!answered)
        reject(new Error(`security headers: the child process reading pages exited with ${code} before answering`));
    });
  });
  // Awaited after this process's own share; a failure meanwhile is not an unhandled rejection.
  sources.catch(() => undefined);
  const sent = new Promise<void>((resolve, reject) => {
    child.send({ outDir, files } satisfies InlineSourcesRequest, (error) => (error ? reject(error) : resolve()));
  });
  return { sent, sources };
}

/**
 * The sources of earlier builds' pages by their bytes (inline-sources-cache.ts): a page found
 * in `previous` is not parsed again (and counted in `reused`), and every page of this build
 * is put in `current`.
 */
export interface InlineSourcesMemo {
  previous: ReadonlyMap<string, InlineSources>;
  current: Map<string, InlineSources>;
  reused: number;
  /**
   * Pages (by path under out/) whose SHA-256 a step knows (postbuild/steps/state.ts): one whose
   * size and change time are the ones known, so unchanged since, is not read for its key.
   */
  known?: ReadonlyMap<string, { sha256?: string; size: number; ctimeMs: number }>;
}

/** The memo's key of a page: from its known SHA-256 when it is unchanged since, else from its bytes. */
function memoKey(outDir: string, file: string, memo: InlineSourcesMemo): string {
  const known = memo.known?.get(file);
  const library = isLibraryPage(file);
  if (known?.sha256) {
    const stats = lstatSync(path.join(outDir, file));
    if (stats.size === known.size && stats.ctimeMs === known.ctimeMs) return keyOfSha256(known.sha256, library);
  }
  return inlineSourcesKey(readFileSync(path.join(outDir, file)), library);
}

/**
 * Reads each HTML file among `files` (paths relative to outDir) and derives its policy, in up
 * to `processes` processes (this one and children), in contiguous shares so the order stays.
 * With a memo, only the pages it does not know are parsed (and counted for the processes).
 * Throws, naming the files, when a page holds inline code that no hash can allow
 * (an onclick attribute, a javascript: link): the policy would break that page.
 */
export async function readPagePolicies(
  outDir: string,
  files: readonly string[],
  processes?: number,
  memo?: InlineSourcesMemo,
): Promise<PagePolicy[]> {
  const pages = files.filter((name) => name.endsWith('.html'));
  const keys = memo && pages.map((file) => memoKey(outDir, file, memo));
  const unknown = keys ? pages.filter((_, index) => !memo.previous.has(keys[index]!)) : pages;
  const wanted = processes ?? Math.min(availableParallelism(), Math.ceil(unknown.length / PAGES_PER_PROCESS));
  const count = Math.max(1, Math.min(wanted, unknown.length));
  const share = Math.ceil(unknown.length / count);
  const shares = Array.from({ length: count }, (_, index) => unknown.slice(index * share, (index + 1) * share));
  // The first share is read here while the children read theirs.
  const [own, ...others] = shares;
  const children = others.map((part) => readInlineSourcesInChild(outDir, part));
  await Promise.all(children.map((child) => child.sent));
  const read = [
    await readInlineSources(outDir, own ?? []),
    ...(await Promise.all(children.map((child) => child.sources))),
  ];
  const parsed = read.flat();
  let next = 0;
  const sources = pages.map((_, index) => {
    const known = keys && memo.previous.get(keys[index]!);
    const found = known ?? parsed[next++]!;
    if (keys) memo.current.set(keys[index]!, found);
    if (known) memo.reused++;
    return found;
  });
  const policies: PagePolicy[] = pages.map((file, index) => ({
    file,
    address: pageAddress(file),
    sources: sources[index]!,
    contentSecurityPolicy: contentSecurityPolicy(sources[index]!),
  }));
  const blocked = policies.filter((page) => page.sources.blockedInlineCode.length > 0);
  if (blocked.length > 0) {
    const list = blocked.map((page) => `${page.file}: ${page.sources.blockedInlineCode.join(', ')}`).join('; ');
    throw new Error(
      `security headers: ${blocked.length} page(s) hold inline code a hash-based Content-Security-Policy blocks (${list}); expected event handlers in scripts, not attributes`,
    );
  }
  return policies;
}
