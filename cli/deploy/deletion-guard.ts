// The guard against a deploy that would empty a site: deletions beyond a share of the bucket, or
// any for an out/ with no home page, need --allow-deletions.
import type { DeployPlan } from './plan.ts';

/** Enough keys to recognise what a list holds, for one line: "a, b, c, d, e and 12 more". */
export function sampleKeys(keys: readonly string[], count = 5): string {
  const shown = keys.slice(0, count).join(', ');
  return keys.length > count ? `${shown} and ${keys.length - count} more` : shown;
}

export interface DeletionGuardInput {
  plan: DeployPlan;
  /** How many of the site's objects the bucket holds now (the deploy records left out). */
  objectsInBucket: number;
  /** The build folder, and whether it has its home page: an out/ without one is no whole build. */
  outDir: string;
  hasHomePage: boolean;
  bucketName: string;
}

/**
 * Why the deletions of a plan need --allow-deletions, or undefined when they do not: more
 * than a quarter of the bucket's objects, or any object at all for an out/ with no
 * index.html. A half-built or wrong out/ looks like that, and its deploy would empty the site.
 */
export function deletionRefusal(input: DeletionGuardInput): string | undefined {
  const { plan, objectsInBucket, outDir, hasHomePage, bucketName } = input;
  const count = plan.remove.length;
  if (count === 0) return undefined;
  const which = `${count} of the ${objectsInBucket} objects in bucket "${bucketName}" (${sampleKeys(plan.remove)})`;
  if (!hasHomePage) {
    const ask = 'pass --allow-deletions if that is meant';
    return `deploy: ${outDir} has no index.html, yet the deploy would delete ${which}; ${ask}`;
  }
  if (count * 4 > objectsInBucket) {
    const ask = `check that ${outDir} holds the whole build, or pass --allow-deletions`;
    return `deploy: the deploy would delete ${which}, more than a quarter of them; ${ask}`;
  }
  return undefined;
}
