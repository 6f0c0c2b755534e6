// Publishes a build's social preview images into out/og/, rendering only those its cache lacks.
// An image's file name is the hash of what it shows (lib/seo/social-image/card.ts), so a name
// found in the cache is that very image: an unchanged page never renders its image again. The
// cache lives outside out/ (CI keeps it between runs), and after each build it holds exactly
// that build's images, so it never grows past one site's worth.
import fs from 'node:fs';
import path from 'node:path';

import { SOCIAL_IMAGE_FOLDER, type SocialCard, socialImageFile } from '../../lib/seo/social-image/card.ts';
import type { RenderImage } from './render.ts';

export interface PublishResult {
  images: number;
  rendered: number;
  fromCache: number;
  /** Cached images no page of this build names any more, removed from the cache. */
  pruned: number;
}

const IMAGE_FILE = /^[0-9a-f]{20}\.png$/;

/** Renders at most `concurrency` images at once (the render pool's threads: render-pool.ts). */
export async function publishSocialImages(options: {
  cards: readonly SocialCard[];
  outDir: string;
  cacheDir: string;
  render: RenderImage;
  concurrency?: number;
}): Promise<PublishResult> {
  const { outDir, cacheDir, render } = options;
  const byFile = new Map<string, SocialCard>();
  for (const card of options.cards) byFile.set(socialImageFile(card), card);
  fs.mkdirSync(cacheDir, { recursive: true });
  const published = path.join(outDir, SOCIAL_IMAGE_FOLDER);
  fs.mkdirSync(published, { recursive: true });

  const cached = new Set(fs.readdirSync(cacheDir).filter((name) => IMAGE_FILE.test(name)));
  const missing = [...byFile.keys()].filter((file) => !cached.has(file));
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const file = missing[next++]!;
      const png = await render(byFile.get(file)!);
      // Written beside, then renamed: a build stopped halfway leaves no truncated image under a
      // name the next build would trust.
      const partial = path.join(cacheDir, `${file}.partial`);
      fs.writeFileSync(partial, png);
      fs.renameSync(partial, path.join(cacheDir, file));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, worker));

  for (const file of byFile.keys()) linkOrCopy(path.join(cacheDir, file), path.join(published, file));
  let pruned = 0;
  for (const name of fs.readdirSync(cacheDir)) {
    if (byFile.has(name)) continue;
    fs.rmSync(path.join(cacheDir, name), { force: true });
    if (IMAGE_FILE.test(name)) pruned += 1;
  }
  return { images: byFile.size, rendered: missing.length, fromCache: byFile.size - missing.length, pruned };
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
