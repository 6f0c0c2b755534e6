// Publishes a build's social preview images into out/og/, rendering only those its cache lacks.
// An image's file name is the hash of what it shows (lib/seo/social-image/card.ts), so a name
// found in the cache is that very image: an unchanged page never renders its image again. The
// cache lives outside out/ (CI keeps it between runs), and after each build it holds exactly
// that build's images, so it never grows past one site's worth. It is trusted only under the
// key it was written with (the lock file's hash: the installed packages draw the pixels), and
// each image it holds only once it passes png-check.ts; any other is rendered again.
import fs from 'node:fs';
import path from 'node:path';

import { SOCIAL_IMAGE_FOLDER, type SocialCard, socialImageFile } from '../../lib/seo/social-image/card.ts';
import { MAX_PNG_BYTES, socialPngProblem } from './png-check.ts';
import { type OutStock, sameFile } from '../export/out-in-place.ts';
import { StampMemo } from '../../lib/build/file-digest.ts';
import type { RenderImage } from './render.ts';

export interface PublishResult {
  images: number;
  rendered: number;
  fromCache: number;
  /** Cached images no page of this build names any more, removed from the cache. */
  pruned: number;
  /** Cached images of this build that failed png-check.ts, rendered again. */
  rejected: number;
}

const IMAGE_FILE = /^[0-9a-f]{20}\.png$/;
/** The cache's key, written once every image is in: a cache under another key is not read. */
export const CACHE_KEY_FILE = 'cache-key';

/**
 * The cached images png-check.ts passed, kept between builds (file-digest.ts): an image is read
 * to be checked again only once it changed, not every one of a site's images on every build.
 */
export const SOUND_IMAGES_FILE = 'sound-images.json';

/** Whether the cached `file` is a whole social image: a plain file (no link) that png-check.ts passes. */
function isSoundImage(file: string, checked: StampMemo): boolean {
  const stats = fs.lstatSync(file, { throwIfNoEntry: false });
  if (!stats?.isFile() || stats.size > MAX_PNG_BYTES) return false;
  const verdict = (read: string) => (socialPngProblem(fs.readFileSync(read)) === undefined ? 'sound' : 'unsound');
  return checked.get(file, verdict) === 'sound';
}

/** The cache once it holds every image of the build (fillImageCache), for linkImages. */
export interface FilledCache {
  cacheDir: string;
  byFile: ReadonlyMap<string, SocialCard>;
  checked: StampMemo;
  rendered: number;
  rejected: number;
}

/**
 * Renders into the cache each image of `cards` it lacks, at most `concurrency` at once (the
 * render pool's threads and what each has queued: render-pool.ts). Touches nothing in out/, so
 * the post-build starts it before the steps that write out/ (postbuild/steps/social-images.ts).
 */
export async function fillImageCache(options: {
  cards: readonly SocialCard[];
  cacheDir: string;
  render: RenderImage;
  /** What the cache is valid for: the hash of the lock file (postbuild/steps/social-images.ts). */
  cacheKey: string;
  concurrency?: number;
}): Promise<FilledCache> {
  const { cacheDir, render, cacheKey } = options;
  const byFile = new Map<string, SocialCard>();
  for (const card of options.cards) byFile.set(socialImageFile(card), card);
  fs.mkdirSync(cacheDir, { recursive: true });

  const keyFile = path.join(cacheDir, CACHE_KEY_FILE);
  const keyed = fs.existsSync(keyFile) && fs.readFileSync(keyFile, 'utf8') === cacheKey;
  // A new key first, so a build stopped halfway leaves a cache no later build reads as the old key's.
  if (!keyed) fs.rmSync(keyFile, { force: true });
  const cached = new Set(keyed ? fs.readdirSync(cacheDir).filter((name) => IMAGE_FILE.test(name)) : []);
  const checked = new StampMemo();
  if (keyed) checked.load(path.join(cacheDir, SOUND_IMAGES_FILE));
  let rejected = 0;
  const missing = [...byFile.keys()].filter((file) => {
    if (!cached.has(file)) return true;
    if (isSoundImage(path.join(cacheDir, file), checked)) return false;
    rejected += 1;
    fs.rmSync(path.join(cacheDir, file), { force: true });
    return true;
  });
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const file = missing[next++]!;
      const card = byFile.get(file)!;
      const png = await render(card);
      const problem = socialPngProblem(png);
      if (problem)
        throw new Error(
          `social images: the image of "${card.title}" (${file}) is not a whole 1200 × 630 PNG: ${problem}`,
        );
      // Written beside, then renamed: a build stopped halfway leaves no truncated image under a
      // name the next build would trust.
      const partial = path.join(cacheDir, `${file}.partial`);
      fs.writeFileSync(partial, png);
      fs.renameSync(partial, path.join(cacheDir, file));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker));

  fs.writeFileSync(`${keyFile}.partial`, cacheKey);
  fs.renameSync(`${keyFile}.partial`, keyFile);
  return { cacheDir, byFile, checked, rendered: missing.length, rejected };
}

/**
 * Links every image of a filled cache into out/og/, then removes from the cache (and, updated in
 * place, from out/og/) the images no page of this build names.
 */
export function linkImages(
  filled: FilledCache,
  options: {
    outDir: string;
    /** When out/ is updated in place (postbuild/export/out-in-place.ts): what it held. */
    stock?: OutStock;
    /**
     * Runs the save of the checked images' memo, by default at once; the post-build runs it after
     * its last step (postbuild/steps/state.ts), when the images linked now are old enough to keep.
     */
    saveAtEnd?: (save: () => void) => void;
  },
): PublishResult {
  const { cacheDir, byFile, checked } = filled;
  const published = path.join(options.outDir, SOCIAL_IMAGE_FOLDER);
  fs.mkdirSync(published, { recursive: true });
  const linked: string[] = [];
  for (const file of byFile.keys()) {
    const from = path.join(cacheDir, file);
    const to = path.join(published, file);
    // Updated in place, an image already linked from the cache is that very file.
    if (options.stock && sameFile(from, to)) options.stock.kept.add(`${SOCIAL_IMAGE_FOLDER}/${file}`);
    else {
      linkOrCopy(from, to);
      linked.push(from);
    }
  }
  // Every image published passed the check, just now or when it was remembered; a link moved
  // the change time of those linked now, so they are remembered as they are after it.
  (options.saveAtEnd ?? ((save) => save()))(() => {
    for (const file of linked) checked.remember(file, 'sound');
    checked.save(
      path.join(cacheDir, SOUND_IMAGES_FILE),
      [...byFile.keys()].map((file) => path.join(cacheDir, file)),
    );
  });
  // And the last build's images no page names go: a removed link would not tell (out-in-place.ts).
  if (options.stock)
    for (const name of fs.readdirSync(published)) if (!byFile.has(name)) fs.rmSync(path.join(published, name));
  let pruned = 0;
  for (const name of fs.readdirSync(cacheDir)) {
    if (byFile.has(name) || name === CACHE_KEY_FILE || name === SOUND_IMAGES_FILE) continue;
    fs.rmSync(path.join(cacheDir, name), { force: true });
    if (IMAGE_FILE.test(name)) pruned += 1;
  }
  const { rendered, rejected } = filled;
  return { images: byFile.size, rendered, fromCache: byFile.size - rendered, pruned, rejected };
}

/** fillImageCache, then linkImages: the step as one call, for a post-build step run alone and the tests. */
export async function publishSocialImages(
  options: Parameters<typeof fillImageCache>[0] & Parameters<typeof linkImages>[1],
): Promise<PublishResult> {
  return linkImages(await fillImageCache(options), options);
}

/** A hard link costs no copy of the bytes; another file system (a mounted cache) gets a copy. */
function linkOrCopy(from: string, to: string): void {
  fs.rmSync(to, { force: true });
  try {
    fs.linkSync(from, to);
  } catch {
    fs.copyFileSync(from, to);
  }
}
