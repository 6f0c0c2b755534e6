import { afterEach, describe, expect, it } from 'vitest';

import type { SocialCard } from '../../lib/seo/social-image/card.ts';
import { renderThreads } from '../steps/social-images.ts';
import { createRenderer } from './render.ts';
import { createRenderPool, defaultRenderThreads, type RenderPool } from './render-pool.ts';

const card = (title: string): SocialCard => ({
  brand: 'Oran ve Blöf',
  host: 'oranveblof.com',
  context: 'Kasa Yönetimi',
  title,
  byline: 'Yazar: Deniz Aksoy',
  alt: '',
});

let pool: RenderPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('the render pool', () => {
  it('draws on its threads exactly the PNG one renderer draws, whichever thread takes a card', async () => {
    const cards = [
      'İddaa kuponunda oran nasıl okunur',
      'Kelly kriteri: ne kadar yatırmalı?',
      'Işık ve ıslak zemin',
    ].map(card);
    pool = createRenderPool(process.cwd(), 2);
    const fromPool = await Promise.all(cards.map((each) => pool!.render(each)));
    const single = createRenderer(process.cwd());
    for (const [at, each] of cards.entries()) expect(fromPool[at]!.equals(await single(each))).toBe(true);
  }, 60_000);

  it('fails the one card a thread cannot draw, naming the step, and draws the next', async () => {
    pool = createRenderPool(process.cwd(), 1);
    const broken = { ...card('Eksik'), title: undefined } as unknown as SocialCard;
    await expect(pool.render(broken)).rejects.toThrow(/^social images: /);
    const png = await pool.render(card('Sonraki'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
  }, 60_000);

  it('keeps a thread drawing the cards it was sent ahead while the main thread is busy', async () => {
    /** How many of four cards are drawn once the main thread, started, is held for 1.5 s. */
    const drawnWhileHeld = async (queued: number) => {
      pool = createRenderPool(process.cwd(), 1, queued);
      await pool.render(card('Isınma'));
      let drawn = 0;
      const all = Promise.all(
        ['Bir', 'İki', 'Üç', 'Dört'].map((title) => pool!.render(card(title)).then(() => drawn++)),
      );
      // Held, as by a step of the post-build: nothing here can send the thread another card.
      // Four cards take it about 40 ms.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1_500);
      for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      const counted = drawn;
      await all;
      await pool.close();
      pool = undefined;
      return counted;
    };
    expect(await drawnWhileHeld(4)).toBe(4);
    // Sent one at a time, the thread waited for the main thread after the first.
    expect(await drawnWhileHeld(1)).toBeLessThan(4);
  }, 60_000);

  it('refuses what is still waiting once closed', async () => {
    pool = createRenderPool(process.cwd(), 1);
    const refused = expect(pool.render(card('Bekleyen'))).rejects.toThrow('social images: the render pool was closed');
    await pool.close();
    await refused;
  }, 60_000);
});

describe('SOCIAL_IMAGE_THREADS', () => {
  it('sets the number of threads, one a core when unset', () => {
    expect(renderThreads('3')).toBe(3);
    expect(renderThreads(undefined)).toBe(defaultRenderThreads());
    expect(renderThreads('')).toBe(defaultRenderThreads());
  });

  it('runs one thread a core, as many as a quarter of the memory holds, and at least one', () => {
    const GiB = 2 ** 30;
    expect(defaultRenderThreads({ cores: 2, memory: 8 * GiB })).toBe(2);
    expect(defaultRenderThreads({ cores: 6, memory: 8 * GiB })).toBe(6);
    expect(defaultRenderThreads({ cores: 12, memory: 8 * GiB })).toBe(8);
    expect(defaultRenderThreads({ cores: 64, memory: 8 * GiB })).toBe(8);
    expect(defaultRenderThreads({ cores: 8, memory: GiB / 4 })).toBe(1);
  });

  it('refuses anything but a whole number from 1, naming the value', () => {
    for (const value of ['0', '-1', 'two', '1.5', '100'])
      expect(() => renderThreads(value)).toThrow(
        `social images: SOCIAL_IMAGE_THREADS is "${value}"; expected a whole number from 1 to 99`,
      );
  });
});
