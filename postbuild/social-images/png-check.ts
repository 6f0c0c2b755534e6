// What makes a file a social preview image fit to publish: a whole PNG of 1200 × 630 pixels.
// The cache (.cache/og/) outlives builds and CI restores it from a store any earlier run could
// write, so an image found there is checked before it is trusted under its name: a truncated,
// swapped or planted file is rendered again instead of published.
import { crc32 } from 'node:zlib';

import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '../../lib/seo/social-image/card.ts';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A card is about 40 KB; anything under a few chunks or over this is not one. */
export const MIN_PNG_BYTES = 100;
export const MAX_PNG_BYTES = 4 * 1024 * 1024;

/**
 * What is wrong with `bytes` as a social image, or undefined when nothing is: the PNG
 * signature, every chunk whole with its CRC, IHDR first with 1200 × 630, IEND last and at the
 * end of the file, and a size between MIN_PNG_BYTES and MAX_PNG_BYTES. The pixels themselves are
 * not decoded.
 */
export function socialPngProblem(bytes: Uint8Array): string | undefined {
  const png = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (png.length < MIN_PNG_BYTES || png.length > MAX_PNG_BYTES)
    return `${png.length} bytes; expected ${MIN_PNG_BYTES} to ${MAX_PNG_BYTES}`;
  if (!png.subarray(0, SIGNATURE.length).equals(SIGNATURE)) return 'no PNG signature';
  let at = SIGNATURE.length;
  let first = true;
  while (at + 12 <= png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > png.length) return `chunk ${JSON.stringify(type)} at byte ${at} runs past the end`;
    if (crc32(png.subarray(at + 4, at + 8 + length)) !== png.readUInt32BE(at + 8 + length))
      return `chunk ${JSON.stringify(type)} at byte ${at} fails its CRC`;
    if (first) {
      if (type !== 'IHDR' || length !== 13) return 'the first chunk is not IHDR';
      const width = png.readUInt32BE(at + 8);
      const height = png.readUInt32BE(at + 12);
      if (width !== SOCIAL_IMAGE_WIDTH || height !== SOCIAL_IMAGE_HEIGHT)
        return `${width} × ${height} pixels; expected ${SOCIAL_IMAGE_WIDTH} × ${SOCIAL_IMAGE_HEIGHT}`;
      first = false;
    }
    if (type === 'IEND') return end === png.length ? undefined : `${png.length - end} bytes after IEND`;
    at = end;
  }
  return 'no IEND chunk: the file is cut short';
}
