// The page cache of incremental builds (docs/architecture.md#incremental-builds): the HTML of
// each page as the post-build's client-bundle rewrite leaves it, kept under .cache/pages/{site}/
// by the page's fingerprint (lib/build/page-fingerprints.ts), and the plan the build step before
// `next build` writes there (scripts/plan-build.ts): which pages are taken from the cache
// instead of rendered. The routes' generateStaticParams leave those pages out
// (`withoutCachedPages`), and the export step links them from the cache into out/
// (postbuild/export/export-pages.ts, cached-pages.ts), so every later post-build step sees the
// same out/ as after a full build.
//
// This module is read by the render processes too: file-system calls carry Turbopack's ignore
// comment (lib/content/load.ts), and it imports nothing that renders.
import fs from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { siteContentKey } from '../content/index.ts';
import { contentKey } from '../content/snapshot.ts';
import { currentSiteId } from '../site/site-id.ts';
import { fileDigest } from './file-digest.ts';
import { pageCacheDir } from './page-cache-dir.ts';

export { pageCacheDir };

/** Bumped when the manifest's or the plan's shape changes, so an older one means a full build. */
export const PAGE_CACHE_FORMAT = 'page-cache 2';

export const manifestFile = (dir: string) => path.join(dir, 'manifest.json');
export const planFile = (dir: string) => path.join(dir, 'plan.json');
/** Where a page's HTML is kept: named by its fingerprint, which covers its address. */
export const cachedPageFile = (dir: string, fingerprint: string) => path.join(dir, 'html', `${fingerprint}.html`);

const manifestSchema = z.strictObject({
  format: z.literal(PAGE_CACHE_FORMAT),
  buildHash: z.string().min(1),
  /** Every page of the build that wrote the cache: its address and fingerprint. */
  pages: z.record(z.string(), z.string().regex(/^[0-9a-f]{32}$/)),
  /** The SHA-256 of each kept page's HTML, by fingerprint: a file changed since is not used. */
  hashes: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
});
export type PageCacheManifest = z.infer<typeof manifestSchema>;

const planSchema = z.strictObject({
  format: z.literal(PAGE_CACHE_FORMAT),
  /** lib/content/snapshot.ts's key of the content and code the plan was made for. */
  key: z.string().min(1),
  buildHash: z.string().min(1),
  /** Every page of this build and its fingerprint: the manifest the build leaves. */
  pages: z.record(z.string(), z.string()),
  /** The pages taken from the cache, by address: their HTML is cachedPageFile(dir, pages[address]). */
  restore: z.array(z.string()),
  /** The SHA-256 of the restored pages' HTML, by fingerprint, checked by the plan. */
  hashes: z.record(z.string(), z.string()),
});
export type BuildPlan = z.infer<typeof planSchema>;

/** The manifest in dir, or why there is no usable one (one line). */
export function readManifest(dir: string): { manifest: PageCacheManifest } | { reason: string } {
  const file = manifestFile(dir);
  let text: string;
  try {
    text = fs.readFileSync(/* turbopackIgnore: true */ file, 'utf8');
  } catch {
    return { reason: `no page cache at ${file}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { reason: `${file} is not JSON` };
  }
  const parsed = parsedOrReason(manifestSchema, json, file, `a ${PAGE_CACHE_FORMAT} manifest`);
  return 'reason' in parsed ? parsed : { manifest: parsed.value };
}

/** `json` as `schema` reads it, or the first problem in one line naming the file and what was expected. */
export function parsedOrReason<T>(
  schema: z.ZodType<T>,
  json: unknown,
  file: string,
  expected: string,
): { value: T } | { reason: string } {
  const parsed = schema.safeParse(json);
  if (parsed.success) return { value: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { reason: `${file}: ${issue.path.join('.') || '(top level)'} ${issue.message}; expected ${expected}` };
}

/** Writes a file whole (a temporary file renamed into place), so no reader sees half of one. */
export function writeWhole(file: string, text: string | Buffer): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.mkdirSync(/* turbopackIgnore: true */ path.dirname(file), { recursive: true });
  fs.writeFileSync(/* turbopackIgnore: true */ temporary, text);
  fs.renameSync(/* turbopackIgnore: true */ temporary, /* turbopackIgnore: true */ file);
}

/**
 * The SHA-256 of a file's bytes, hex; undefined when it cannot be read. Read once while the file
 * is unchanged (file-digest.ts): the plan checks every kept page with it, build after build.
 */
export function fileSha256(file: string): string | undefined {
  try {
    return fileDigest(file).toString('hex');
  } catch {
    return undefined;
  }
}

/** Where the plan keeps the digests of the cached pages it checked, for the next build's plan. */
export const pageDigestsFile = (dir: string) => path.join(dir, 'page-digests.json');

export function writePlan(dir: string, plan: BuildPlan): void {
  writeWhole(planFile(dir), JSON.stringify(plan));
}

let memo: { dir: string; key: string; plan: BuildPlan | undefined } | undefined;

/**
 * The plan for the build that is running, or undefined when there is none for this content and
 * code (a plan left by an earlier build, `next build` run alone): then every page renders.
 * `key` is the content key of what the caller renders, by default the files' as they are now.
 */
export function currentPlan(
  root = process.cwd(),
  key = contentKey({ root, siteId: currentSiteId() }),
): BuildPlan | undefined {
  const dir = pageCacheDir(root);
  if (memo?.dir === dir && memo.key === key) return memo.plan;
  let plan: BuildPlan | undefined;
  try {
    const parsed = planSchema.safeParse(JSON.parse(fs.readFileSync(/* turbopackIgnore: true */ planFile(dir), 'utf8')));
    plan = parsed.success && parsed.data.key === key ? parsed.data : undefined;
  } catch {
    plan = undefined;
  }
  memo = { dir, key, plan };
  return plan;
}

type Params = Record<string, string | string[] | undefined>;

/**
 * The address of a page of the route `pattern` (its folder under app/, e.g.
 * '/[category]/[subcategory]/[[...page]]') with these params, with the trailing slash the
 * site's addresses have.
 */
export function routeAddress(pattern: string, params: Params): string {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const dynamic = /^\[{1,2}(?:\.\.\.)?([^\]]+)\]{1,2}$/.exec(segment);
      if (!dynamic) return [segment];
      const value = params[dynamic[1]!];
      return value === undefined ? [] : Array.isArray(value) ? value : [value];
    });
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

/**
 * generateStaticParams's list without the pages this build takes from the cache. Only a page
 * the plan names as restored is left out: any other (a page the plan does not know) renders.
 * One page always stays, since a route that lists none would be no route of the build. Only
 * `next build` leaves pages out: the development server lists every page.
 */
export function withoutCachedPages<P extends Params>(pattern: string, params: P[]): P[] {
  // The development server takes the same list as the pages it may serve: all of them.
  if (process.env.NODE_ENV !== 'production') return params;
  // The plan for the content this process renders, whose key it took as it read it.
  const plan = currentPlan(process.cwd(), siteContentKey());
  if (!plan || plan.restore.length === 0) return params;
  const restored = new Set(plan.restore);
  const kept = params.filter((entry) => !restored.has(routeAddress(pattern, entry)));
  return kept.length === 0 && params.length > 0 ? params.slice(0, 1) : kept;
}
