// The deploy and the social preview images (postbuild/steps/social-images.ts): a build writes
// every image into out/og/ each time, and the deploy must send only the new ones, before the
// pages that name them, keeping the old ones one deploy for pages still open.
import { describe, expect, it } from 'vitest';

import { writeSiteFolder } from '../../tests/support/hosting/site-folder.ts';
import { readLocalFiles } from './local-files.ts';
import { planDeploy, uploadWave } from './plan.ts';
import { parseHeadersRecord, serializeHeadersRecord } from './records.ts';

const OLD_IMAGE = 'og/00000000000000000001.png';
const SAME_IMAGE = 'og/00000000000000000002.png';
const NEW_IMAGE = 'og/00000000000000000003.png';

const { files: built } = await readLocalFiles(
  writeSiteFolder({ 'index.html': '<p>new home</p>', [SAME_IMAGE]: 'png two', [NEW_IMAGE]: 'png three' }),
);
const { files: lastDeploy } = await readLocalFiles(
  writeSiteFolder({ 'index.html': '<p>old home</p>', [SAME_IMAGE]: 'png two', [OLD_IMAGE]: 'png one' }),
);

describe('deploying social preview images', () => {
  const remote = lastDeploy.map((file) => ({ key: file.key, etag: `"${file.md5}"` }));
  const plan = planDeploy(built, remote, {
    keptBefore: [],
    uploadedHeaders: parseHeadersRecord(serializeHeadersRecord(lastDeploy)),
  });

  it('gives an image the cache rule of content-hashed files and the PNG type', () => {
    const image = built.find((file) => file.key === NEW_IMAGE)!;
    expect([image.contentType, image.cacheControl]).toEqual(['image/png', 'public, max-age=31536000, immutable']);
  });

  it('uploads only the image that is new, never the one the bucket already holds', () => {
    expect(plan.upload.map((file) => file.key)).toEqual([NEW_IMAGE, 'index.html']);
    expect(plan.unchanged.map((file) => file.key)).toEqual([SAME_IMAGE]);
  });

  it('sends images with the hashed files, before the pages that name them', () => {
    expect(uploadWave(NEW_IMAGE)).toBe('hashed files');
  });

  it('keeps the image no page names any more for one deploy, for pages still open', () => {
    expect(plan.keep).toEqual([OLD_IMAGE]);
    expect(plan.remove).toEqual([]);
  });
});
