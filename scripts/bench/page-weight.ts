// What a modern browser actually loads for a page: Debian's Chromium opens it with an empty
// cache, and every script response until shortly after the load event is counted, at the size
// `gzip -9` gives its decoded bytes (the server under test sends the gzip twins the benchmark
// writes at nginx's level, so real transfers are a little larger than these figures).
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';

import { type Browser, chromium } from '@playwright/test';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../lib/build/chromium.ts';
import { openReaderPage } from './reader-page.ts';

/** After the load event the shell waits 3 s before its first prefetch; 1 s of quiet stays clear of it. */
const SETTLE_MS = 1_000;

export const gzipBytes = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;

export interface PageWeight {
  path: string;
  /** Script files loaded, and their summed raw and gzip -9 bytes. */
  scripts: number;
  jsBytes: number;
  jsGzipBytes: number;
  htmlBytes: number;
  htmlGzipBytes: number;
  cssGzipBytes: number;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** Loads `origin + path` in a fresh context and weighs what it fetched. */
export async function measurePageWeight(browser: Browser, origin: string, path: string): Promise<PageWeight> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<{ type: string; body: Buffer } | undefined>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!['script', 'document', 'stylesheet'].includes(type)) return;
    bodies.push(
      response.body().then(
        (body) => ({ type, body }),
        () => undefined,
      ),
    );
  });
  try {
    const response = await page.goto(origin + path, { waitUntil: 'load' });
    if (!response?.ok()) throw new Error(`bench: ${origin + path} answered ${response?.status()}`);
    await page.waitForTimeout(SETTLE_MS);
    const loaded = (await Promise.all(bodies)).filter((entry) => entry !== undefined);
    const ofType = (type: string) => loaded.filter((entry) => entry.type === type).map((entry) => entry.body);
    const scripts = ofType('script');
    const html = ofType('document')[0] ?? Buffer.alloc(0);
    return {
      path,
      scripts: scripts.length,
      jsBytes: scripts.reduce((sum, body) => sum + body.length, 0),
      jsGzipBytes: scripts.reduce((sum, body) => sum + gzipBytes(body), 0),
      htmlBytes: html.length,
      htmlGzipBytes: gzipBytes(html),
      cssGzipBytes: ofType('stylesheet').reduce((sum, body) => sum + gzipBytes(body), 0),
    };
  } finally {
    await context.close();
  }
}

export interface SearchLoading {
  /** True when the search index was requested while the page loaded (it must not be). */
  fetchedAtLoad: boolean;
  /** True when focusing the search box and typing fetched it. */
  fetchedOnFirstUse: boolean;
  /**
   * The first use as a reader on a phone has it: the CPU slowed 4× (Lighthouse's mobile
   * setting), the box clicked and a word typed at 10 keys a second while the index arrives
   * and is built. From the first key to the first results shown, in ms.
   */
  firstResultsMs: number;
  /** The longest main-thread task from the click to the results (0 when none passed 50 ms). */
  longestTaskMs: number;
  /** The slowest key press, from the key to the next paint (Event Timing, what INP is made of). */
  slowestKeyMs: number;
  /** Then, the index loaded, the box emptied and a word most titles hold typed: the same two figures. */
  broadWord: { longestTaskMs: number; slowestKeyMs: number };
}

/**
 * A reader's typing speed, and the words typed: both have results at every size of the corpus,
 * the second in most titles.
 */
const KEY_DELAY_MS = 100;
const FIRST_USE_WORD = 'poker';
const BROAD_WORD = 'ing';
const CPU_SLOWDOWN = 4;

interface Timings {
  tasks: number[];
  keys: number[];
}

/**
 * Checks that the search index waits for the search box to be used, and how the first use feels,
 * in a fresh Chromium driven as a reader's is (scripts/bench/reader-page.ts).
 */
export async function measureSearchLoading(origin: string, indexUrl: string): Promise<SearchLoading> {
  const page = await openReaderPage();
  try {
    await page.navigate(`${origin}/`);
    await sleep(SETTLE_MS);
    const fetchedAtLoad = (await page.fetchedPaths()).includes(indexUrl);
    await page.slowCpu(CPU_SLOWDOWN);
    await page.evaluate(`(() => {
      const record = { tasks: [], keys: [] };
      window.benchRecord = record;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) record.tasks.push(entry.duration);
      }).observe({ type: 'longtask' });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (/^key|input$/.test(entry.name)) record.keys.push(entry.duration);
      }).observe({ type: 'event', durationThreshold: 16 });
    })()`);
    // The longest task and slowest key since the last call. Event Timing reports a key once
    // its next frame is painted: a quiet second first.
    const takeTimings = async () => {
      await sleep(SETTLE_MS);
      const { tasks, keys } = await page.evaluate<Timings>(
        '({ tasks: window.benchRecord.tasks.splice(0), keys: window.benchRecord.keys.splice(0) })',
      );
      return { longestTaskMs: Math.max(0, ...tasks), slowestKeyMs: Math.max(0, ...keys) };
    };
    await page.click('input[role="combobox"]');
    const typedAt = Date.now();
    await page.type(FIRST_USE_WORD, KEY_DELAY_MS);
    await page.waitForSelector('[role="option"]', 60_000);
    const firstResultsMs = Date.now() - typedAt;
    const firstUse = await takeTimings();
    await page.clearField();
    await takeTimings();
    await page.type(BROAD_WORD, KEY_DELAY_MS);
    await page.waitForSelector('[role="option"]', 60_000);
    return {
      fetchedAtLoad,
      fetchedOnFirstUse: (await page.fetchedPaths()).includes(indexUrl),
      firstResultsMs,
      ...firstUse,
      broadWord: await takeTimings(),
    };
  } finally {
    await page.close();
  }
}
