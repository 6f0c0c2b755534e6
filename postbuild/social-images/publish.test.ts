import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { type SocialCard, socialImageFile } from '../../lib/seo/social-image/card.ts';
import { takeStock } from '../export/out-in-place.ts';
import { CACHE_KEY_FILE, publishSocialImages, SOUND_IMAGES_FILE } from './publish.ts';
import { socialPngProblem } from './png-check.ts';
import { createRenderer } from './render.ts';
import { socialImageCacheKey } from '../steps/social-images.ts';

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG's structure (not its pixels) of `width` × `height`, with `text` in a tEXt chunk. */
function pngOf(text: string, width = 1200, height = 630): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('tEXt', Buffer.from(`Title\0${text}`.padEnd(100, ' '))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const card = (title: string): SocialCard => ({ brand: 'Odds & Aces', host: 'oddsaces.com', title, alt: title });
const CARDS = [card('Pot odds'), card('Kelly criterion'), card('Bankroll')];

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

function setUp() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'social-images-'));
  dirs.push(root);
  const rendered: string[] = [];
  const render = async (rendering: SocialCard) => {
    rendered.push(rendering.title);
    return pngOf(`png of ${rendering.title}`);
  };
  /** One build: a fresh out/ (as next build leaves it), the same cache. */
  const build = (cards: SocialCard[], cacheKey = 'lock-1') => {
    const outDir = path.join(root, 'out');
    fs.rmSync(outDir, { recursive: true, force: true });
    return publishSocialImages({ cards, outDir, cacheDir: path.join(root, 'cache'), render, cacheKey });
  };
  /** An incremental build's: out/ (with its home page) updated in place, where the images linked already stay. */
  const inPlace = (saveAtEnd?: (save: () => void) => void) => {
    const outDir = path.join(root, 'out');
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'index.html'), 'home');
    return publishSocialImages({
      cards: CARDS,
      outDir,
      cacheDir: path.join(root, 'cache'),
      render,
      cacheKey: 'lock-1',
      stock: takeStock(outDir)!,
      ...(saveAtEnd && { saveAtEnd }),
    });
  };
  const published = (title: string) => path.join(root, 'out', 'og', socialImageFile(card(title)));
  const cachedFile = (title: string) => path.join(root, 'cache', socialImageFile(card(title)));
  return { root, rendered, build, inPlace, published, cachedFile };
}

describe('publishSocialImages', () => {
  it('updating out/ in place, keeps the images linked already and removes those no page names', async () => {
    const { root, build, published } = setUp();
    await build(CARDS);
    const outDir = path.join(root, 'out');
    fs.writeFileSync(path.join(outDir, 'index.html'), 'home');
    const stock = takeStock(outDir)!;
    const render = async (rendering: SocialCard) => pngOf(`png of ${rendering.title}`);
    const cards = [card('Pot odds'), card('Kelly criterion'), card('Staking plans')];
    const cacheDir = path.join(root, 'cache');
    await publishSocialImages({ cards, outDir, cacheDir, render, cacheKey: 'lock-1', stock });
    expect([...stock.kept].sort()).toEqual(
      ['Kelly criterion', 'Pot odds'].map((title) => `og/${socialImageFile(card(title))}`).sort(),
    );
    expect(fs.readdirSync(path.join(outDir, 'og')).sort()).toEqual(cards.map(socialImageFile).sort());
    expect(fs.readFileSync(published('Staking plans'))).toEqual(pngOf('png of Staking plans'));
  });

  it('renders every image of a first build into out/og/, once each', async () => {
    const { rendered, build, published } = setUp();
    const result = await build([...CARDS, card('Pot odds')]);
    expect(result).toEqual({ images: 3, rendered: 3, fromCache: 0, pruned: 0, rejected: 0 });
    expect(rendered.sort()).toEqual(['Bankroll', 'Kelly criterion', 'Pot odds']);
    expect(fs.readFileSync(published('Kelly criterion'))).toEqual(pngOf('png of Kelly criterion'));
  });

  it('renders nothing in a second build of the same pages, and still publishes every image', async () => {
    const { rendered, build, published } = setUp();
    await build(CARDS);
    rendered.length = 0;
    const result = await build(CARDS);
    expect(rendered).toEqual([]);
    expect(result).toEqual({ images: 3, rendered: 0, fromCache: 3, pruned: 0, rejected: 0 });
    for (const { title } of CARDS) expect(fs.readFileSync(published(title))).toEqual(pngOf(`png of ${title}`));
  });

  it('renders exactly one image when one title changed, and drops the old one from the cache', async () => {
    const { root, rendered, build } = setUp();
    await build(CARDS);
    rendered.length = 0;
    const result = await build([CARDS[0]!, card('Kelly criterion, worked examples'), CARDS[2]!]);
    expect(rendered).toEqual(['Kelly criterion, worked examples']);
    expect(result).toEqual({ images: 3, rendered: 1, fromCache: 2, pruned: 1, rejected: 0 });
    expect(fs.readdirSync(path.join(root, 'cache'))).not.toContain(socialImageFile(card('Kelly criterion')));
  });

  it('does not trust an image a stopped build left half written', async () => {
    const { root, rendered, build } = setUp();
    const cacheDir = path.join(root, 'cache');
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(path.join(cacheDir, `${socialImageFile(CARDS[0]!)}.partial`), 'half');
    await build([CARDS[0]!]);
    expect(rendered).toEqual(['Pot odds']);
    expect(fs.readdirSync(cacheDir).sort()).toEqual(
      [socialImageFile(CARDS[0]!), CACHE_KEY_FILE, SOUND_IMAGES_FILE].sort(),
    );
  });

  it('reads a cached image to check it only while it is new or once it changed', async () => {
    const { rendered, build, inPlace, cachedFile } = setUp();
    await build(CARDS);
    // A minute on: the images are old enough to be remembered as checked (file-digest.ts).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_000);
      const reads = vi.spyOn(fs, 'readFileSync');
      const imageReads = () => reads.mock.calls.filter(([file]) => String(file).endsWith('.png')).length;
      await inPlace();
      expect(imageReads()).toBe(CARDS.length);
      reads.mockClear();
      await inPlace();
      expect(imageReads()).toBe(0);
      // Damaged since: read, refused and drawn again.
      fs.writeFileSync(cachedFile('Pot odds'), pngOf('png of Pot odds').subarray(0, 120));
      rendered.length = 0;
      const result = await inPlace();
      expect(imageReads()).toBe(1);
      expect(rendered).toEqual(['Pot odds']);
      expect(result).toMatchObject({ rendered: 1, rejected: 1 });
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });

  it('remembers the images it linked as checked, saved when the post-build says: the next build reads none', async () => {
    const { root, inPlace: publish, cachedFile } = setUp();
    const saves: (() => void)[] = [];
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Every image rendered and linked; the memo is saved later, when the post-build ends.
      expect(await publish((save) => saves.push(save))).toMatchObject({ rendered: CARDS.length });
      expect(fs.existsSync(path.join(root, 'cache', SOUND_IMAGES_FILE))).toBe(false);
      // Run at once, the images linked a moment ago would not be remembered.
      vi.setSystemTime(Date.now() + 60_000);
      for (const save of saves) save();
      const reads = vi.spyOn(fs, 'readFileSync');
      const imageReads = () => reads.mock.calls.filter(([file]) => String(file).endsWith('.png')).length;
      expect(await publish()).toMatchObject({ rendered: 0, fromCache: CARDS.length });
      expect(imageReads()).toBe(0);
      // Changed since it was remembered: read and checked again.
      fs.writeFileSync(cachedFile('Bankroll'), pngOf('png of Bankroll'));
      reads.mockClear();
      vi.setSystemTime(Date.now() + 60_000);
      await publish();
      expect(imageReads()).toBe(1);
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });

  it.each([
    ['a file of other bytes', () => Buffer.from('<script>alert(1)</script>'.repeat(10))],
    ['a PNG of another size', () => pngOf('png of Pot odds', 1200, 1200)],
    ['a PNG cut short', () => pngOf('png of Pot odds').subarray(0, 120)],
    [
      'a PNG with a damaged chunk',
      () =>
        Buffer.concat([
          pngOf('png of Pot odds').subarray(0, 50),
          Buffer.from('X'),
          pngOf('png of Pot odds').subarray(51),
        ]),
    ],
  ])('renders again, and never publishes, a cached image that is %s', async (_, bad) => {
    const { rendered, build, published, cachedFile } = setUp();
    await build(CARDS);
    fs.writeFileSync(cachedFile('Pot odds'), bad());
    rendered.length = 0;
    const result = await build(CARDS);
    expect(rendered).toEqual(['Pot odds']);
    expect(result).toMatchObject({ rendered: 1, fromCache: 2, rejected: 1 });
    expect(fs.readFileSync(published('Pot odds'))).toEqual(pngOf('png of Pot odds'));
  });

  it('renders again a cached image that is a symbolic link, even to a sound PNG', async () => {
    const { root, rendered, build, published, cachedFile } = setUp();
    await build(CARDS);
    const elsewhere = path.join(root, 'elsewhere.png');
    fs.writeFileSync(elsewhere, pngOf('planted'));
    fs.rmSync(cachedFile('Bankroll'));
    fs.symlinkSync(elsewhere, cachedFile('Bankroll'));
    rendered.length = 0;
    await build(CARDS);
    expect(rendered).toEqual(['Bankroll']);
    expect(fs.lstatSync(published('Bankroll')).isSymbolicLink()).toBe(false);
    expect(fs.readFileSync(published('Bankroll'))).toEqual(pngOf('png of Bankroll'));
  });

  it('reads nothing from a cache written under another key (another lock file)', async () => {
    const { rendered, build, cachedFile } = setUp();
    await build(CARDS, 'lock-1');
    rendered.length = 0;
    const result = await build(CARDS, 'lock-2');
    expect(rendered.sort()).toEqual(['Bankroll', 'Kelly criterion', 'Pot odds']);
    expect(result).toMatchObject({ rendered: 3, fromCache: 0 });
    rendered.length = 0;
    await build(CARDS, 'lock-2');
    expect(rendered).toEqual([]);
    expect(fs.existsSync(cachedFile('Bankroll'))).toBe(true);
  });

  it('stops, naming the card, when a render gives no whole 1200 × 630 PNG', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'social-images-'));
    dirs.push(root);
    const publishing = publishSocialImages({
      cards: [card('Pot odds')],
      outDir: path.join(root, 'out'),
      cacheDir: path.join(root, 'cache'),
      cacheKey: 'lock-1',
      render: async () => pngOf('small', 600, 315),
    });
    await expect(publishing).rejects.toThrow(
      `social images: the image of "Pot odds" (${socialImageFile(card('Pot odds'))}) is not a whole 1200 × 630 PNG: 600 × 315 pixels; expected 1200 × 630`,
    );
  });
});

describe('socialPngProblem', () => {
  it('passes an image the renderer draws', async () => {
    const png = await createRenderer(process.cwd())(card('Pot odds: the price of a call'));
    expect(socialPngProblem(png)).toBeUndefined();
  }, 60_000);

  it('names what is wrong in one line', () => {
    const png = pngOf('ok');
    expect(socialPngProblem(Buffer.alloc(50))).toBe('50 bytes; expected 100 to 4194304');
    expect(socialPngProblem(Buffer.concat([Buffer.from('GIF89a..'), png.subarray(8)]))).toBe('no PNG signature');
    expect(socialPngProblem(pngOf('ok', 630, 1200))).toBe('630 × 1200 pixels; expected 1200 × 630');
    expect(socialPngProblem(png.subarray(0, png.length - 12))).toBe('no IEND chunk: the file is cut short');
    expect(socialPngProblem(Buffer.concat([png, Buffer.from('trailing')]))).toBe('8 bytes after IEND');
  });
});

describe('socialImageCacheKey', () => {
  it('is the SHA-256 of the lock file, so a changed lock gives another key', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'social-images-'));
    dirs.push(root);
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}');
    const first = socialImageCacheKey(root);
    expect(first).toBe(createHash('sha256').update('{"lockfileVersion":3}').digest('hex'));
    fs.writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    expect(socialImageCacheKey(root)).not.toBe(first);
    // A copy of the project inside it has no lock of its own and runs on the project's packages.
    const copy = path.join(root, '.project-copies', 'copy-1');
    fs.mkdirSync(copy, { recursive: true });
    expect(socialImageCacheKey(copy)).toBe(socialImageCacheKey(root));
    fs.rmSync(path.join(root, 'package-lock.json'));
    expect(() => socialImageCacheKey(copy)).toThrow(
      `social images: no package-lock.json at or above ${copy}; expected the lock file, whose hash keys the image cache`,
    );
  });
});
