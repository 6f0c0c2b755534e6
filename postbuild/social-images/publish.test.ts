import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { type SocialCard, socialImageFile } from '../../lib/seo/social-image/card.ts';
import { publishSocialImages } from './publish.ts';

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
    return Buffer.from(`png of ${rendering.title}`);
  };
  /** One build: a fresh out/ (as next build leaves it), the same cache. */
  const build = (cards: SocialCard[]) => {
    const outDir = path.join(root, 'out');
    fs.rmSync(outDir, { recursive: true, force: true });
    return publishSocialImages({ cards, outDir, cacheDir: path.join(root, 'cache'), render });
  };
  const published = (title: string) => path.join(root, 'out', 'og', socialImageFile(card(title)));
  return { root, rendered, build, published };
}

describe('publishSocialImages', () => {
  it('renders every image of a first build into out/og/, once each', async () => {
    const { rendered, build, published } = setUp();
    const result = await build([...CARDS, card('Pot odds')]);
    expect(result).toEqual({ images: 3, rendered: 3, fromCache: 0, pruned: 0 });
    expect(rendered.sort()).toEqual(['Bankroll', 'Kelly criterion', 'Pot odds']);
    expect(fs.readFileSync(published('Kelly criterion'), 'utf8')).toBe('png of Kelly criterion');
  });

  it('renders nothing in a second build of the same pages, and still publishes every image', async () => {
    const { rendered, build, published } = setUp();
    await build(CARDS);
    rendered.length = 0;
    const result = await build(CARDS);
    expect(rendered).toEqual([]);
    expect(result).toEqual({ images: 3, rendered: 0, fromCache: 3, pruned: 0 });
    for (const { title } of CARDS) expect(fs.readFileSync(published(title), 'utf8')).toBe(`png of ${title}`);
  });

  it('renders exactly one image when one title changed, and drops the old one from the cache', async () => {
    const { root, rendered, build } = setUp();
    await build(CARDS);
    rendered.length = 0;
    const result = await build([CARDS[0]!, card('Kelly criterion, worked examples'), CARDS[2]!]);
    expect(rendered).toEqual(['Kelly criterion, worked examples']);
    expect(result).toEqual({ images: 3, rendered: 1, fromCache: 2, pruned: 1 });
    expect(fs.readdirSync(path.join(root, 'cache'))).not.toContain(socialImageFile(card('Kelly criterion')));
  });

  it('does not trust an image a stopped build left half written', async () => {
    const { root, rendered, build } = setUp();
    const cacheDir = path.join(root, 'cache');
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.writeFileSync(path.join(cacheDir, `${socialImageFile(CARDS[0]!)}.partial`), 'half');
    await build([CARDS[0]!]);
    expect(rendered).toEqual(['Pot odds']);
    expect(fs.readdirSync(cacheDir)).toEqual([socialImageFile(CARDS[0]!)]);
  });
});
