// The post-build step's work: read the built pages, then write the headers in the two forms
// hosts read, out/_headers and deploy/nginx/generated/*.conf.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { mediaTypes } from '../../hosting/content-type.ts';
import { renderHeadersFile } from '../../hosting/headers-file.ts';
import { renderNginxIncludes } from './nginx-config.ts';
import { pageProblems } from './page-checks.ts';
import { type InlineSourcesMemo, readPagePolicies, type PagePolicy } from './page-policies.ts';
import { readInlineSourcesCache, writeInlineSourcesCache } from './inline-sources-cache.ts';
import { ALLOWLIST_FILE } from '../../hosting/proxy-allowlist.ts';
import { parseRedirectsFile, REDIRECTS_FILE } from '../../hosting/redirects-file.ts';
import { isPublishedFile, listPublishedFiles } from './site-files.ts';

export interface HostingFiles {
  pages: PagePolicy[];
  /** The text of out/_headers. */
  headersFile: string;
  /** The files of deploy/nginx/generated/, by name. */
  nginxIncludes: Map<string, string>;
}

/** Everything the hosts need to know about the build in outDir. */
export async function renderHostingFiles(
  outDir: string,
  thirdPartyAllowlist: readonly string[],
  memo?: InlineSourcesMemo,
  siteFiles?: readonly string[],
): Promise<HostingFiles> {
  const files = siteFiles ? siteFiles.filter(isPublishedFile) : listPublishedFiles(outDir);
  const pages = await readPagePolicies(outDir, files, undefined, memo);
  const problems = pageProblems(pages, thirdPartyAllowlist);
  if (problems.length > 0) throw new Error(`security headers: ${problems.join('; ')}`);
  // Written by the redirects step (postbuild/steps/redirects.ts); a folder without one has no redirects.
  const redirectsFile = path.join(outDir, REDIRECTS_FILE);
  const redirects = parseRedirectsFile(existsSync(redirectsFile) ? readFileSync(redirectsFile, 'utf8') : '');
  return {
    pages,
    headersFile: renderHeadersFile(pages),
    nginxIncludes: renderNginxIncludes({ pages, mediaTypes: mediaTypes(files), thirdPartyAllowlist, redirects }),
  };
}

/** Replaces the folder's contents, so a file dropped from the renderer never lingers from an older build. */
export function writeNginxIncludes(nginxDir: string, includes: ReadonlyMap<string, string>): string[] {
  rmSync(nginxDir, { recursive: true, force: true });
  mkdirSync(nginxDir, { recursive: true });
  return [...includes].map(([name, text]) => {
    const file = path.join(nginxDir, name);
    writeFileSync(file, text);
    return file;
  });
}

export interface HostingFilesSummary {
  pages: number;
  /** Pages whose inline sources came from the cache of an earlier build. */
  cachedPages: number;
  scriptHashes: number;
  written: string[];
  /**
   * With `files`: outDir's files once the step has written, as listSiteFiles would list them
   * (`files` with what it wrote and removed there), for the step after it (the build record).
   */
  filesAfter?: string[];
}

/** `sorted` (in sort()'s order) with `name` added or removed, unless it is so already. */
function sortedWith(sorted: string[], name: string, present: boolean): string[] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < name) low = middle + 1;
    else high = middle;
  }
  const found = sorted[low] === name;
  if (present && !found) sorted.splice(low, 0, name);
  if (!present && found) sorted.splice(low, 1);
  return sorted;
}

export async function writeHostingFiles(options: {
  outDir: string;
  nginxDir: string;
  thirdPartyAllowlist: readonly string[];
  /**
   * Where the pages' inline sources are kept between builds (inline-sources-cache.ts), for code
   * of this hash; `reuse: false` parses every page and only writes the file.
   */
  inlineSourcesCache?: { file: string; codeHash: string; reuse: boolean; known?: InlineSourcesMemo['known'] };
  /** The files of outDir as listSiteFiles gives them, when the caller has them (out-in-place.ts, filesNow). */
  files?: readonly string[];
}): Promise<HostingFilesSummary> {
  const cache = options.inlineSourcesCache;
  const memo: InlineSourcesMemo | undefined = cache && {
    previous: cache.reuse ? readInlineSourcesCache(cache.file, cache.codeHash) : new Map(),
    current: new Map(),
    reused: 0,
    ...(cache.known && { known: cache.known }),
  };
  const hosting = await renderHostingFiles(options.outDir, options.thirdPartyAllowlist, memo, options.files);
  if (cache && memo) writeInlineSourcesCache(cache.file, cache.codeHash, memo.current);
  const headersFile = path.join(options.outDir, '_headers');
  writeFileSync(headersFile, hosting.headersFile);
  const nginxFiles = writeNginxIncludes(options.nginxDir, hosting.nginxIncludes);
  // `npm start` reads the allowlist from the build it serves; a site without scripts has none.
  const allowlistFile = path.join(options.outDir, ALLOWLIST_FILE);
  rmSync(allowlistFile, { force: true });
  if (options.thirdPartyAllowlist.length > 0)
    writeFileSync(allowlistFile, `${JSON.stringify(options.thirdPartyAllowlist, null, 2)}\n`);
  const written = [headersFile, ...nginxFiles, ...(options.thirdPartyAllowlist.length > 0 ? [allowlistFile] : [])];
  let filesAfter: string[] | undefined;
  if (options.files) {
    const inOut = (file: string) => path.relative(options.outDir, file).split(path.sep).join('/');
    filesAfter = sortedWith([...options.files], inOut(allowlistFile), false);
    for (const file of written) {
      const relative = inOut(file);
      // The nginx includes are written outside out/.
      if (!relative.startsWith('../')) sortedWith(filesAfter, relative, true);
    }
  }
  return {
    pages: hosting.pages.length,
    cachedPages: memo?.reused ?? 0,
    scriptHashes: hosting.pages.reduce((sum, page) => sum + page.sources.scriptHashes.length, 0),
    written,
    ...(filesAfter && { filesAfter }),
  };
}
