// How far the V8 heap of a `next build` render worker may grow past what it holds, by the site's
// size: scripts/render-heap.ts chooses the flag once, each worker sets it as it starts
// (lib/build/render-worker-start.mjs).

/**
 * V8 lets a heap grow to several times what survived its last full collection before it
 * collects again, more so the faster the process allocates. A render worker keeps the site's
 * records (about 1 KB an article) and allocates every page's tree and strings, nearly all of
 * them garbage by the next page; left to V8, each worker's heap reached four times its live
 * data at 50,000 articles (docs/performance.md). Bounding the growth to this share of the live
 * data keeps the garbage in proportion to the site, for more collecting: at 5,000 articles the
 * render took about 9 % more CPU with the flag set, as it did with any flag set this way, and
 * left to V8 the build's peak was above the bounded full build's, the ceiling the builds are
 * held to (docs/performance.md, "Findings the code rests on").
 */
export const WORKER_HEAP_GROWTH_PERCENT = 100;

/**
 * Above this many articles the bound is tighter. At 50,000 articles the build's peak memory is
 * 2.00 GB with the bound above and 1.52 to 1.74 GB with this one, for a render 40 to 52 %
 * longer; at 10,000 it is 0.96 GB with the bound above, where a tighter one would cost time
 * and save nothing the build needs (docs/performance.md, "A tighter bound above 25,000
 * articles").
 */
export const LARGE_SITE_ARTICLES = 25_000;
export const LARGE_SITE_HEAP_GROWTH_PERCENT = 50;

/** The bound a worker takes unless BUILD_HEAP_GROWTH says otherwise, by the site's size. */
export function defaultHeapGrowthPercent(articles: number): number {
  return articles > LARGE_SITE_ARTICLES ? LARGE_SITE_HEAP_GROWTH_PERCENT : WORKER_HEAP_GROWTH_PERCENT;
}

/**
 * The V8 flag for a process of the build: set in Next.js's workers (`IS_NEXT_WORKER`), whose
 * options Next.js hands on through `NODE_OPTIONS`, where Node.js refuses V8's heap flags; so the
 * worker sets it itself. BUILD_HEAP_GROWTH (a percentage, or `off`) overrides the default.
 */
export function workerHeapFlag(env: Record<string, string | undefined>, articles: number): string | undefined {
  if (env.IS_NEXT_WORKER !== 'true') return undefined;
  const setting = env.BUILD_HEAP_GROWTH?.trim();
  if (setting === 'off') return undefined;
  if (setting === undefined || setting === '') return `--heap-growing-percent=${defaultHeapGrowthPercent(articles)}`;
  const percent = Number(setting);
  if (!Number.isInteger(percent) || percent < 1) {
    throw new Error(`BUILD_HEAP_GROWTH is "${setting}"; expected a whole percentage, 1 or more, or off`);
  }
  return `--heap-growing-percent=${percent}`;
}
