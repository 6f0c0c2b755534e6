import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TYPING_TRACE_CATEGORIES, type TraceEvent, typingTasks } from './main-thread.ts';
import { launchChromium } from './page-weight.ts';
import { openReaderPage, type ReaderPage } from './reader-page.ts';

const FIELD_PAGE =
  'data:text/html,<!doctype html><title>keys</title><input id="field" aria-label="field">' +
  '<script>window.keys = []; field.addEventListener("keydown", (e) => keys.push(e.key + " " + e.code));</script>';

describe('a page driven without the Runtime domain', () => {
  let page: ReaderPage;
  beforeAll(async () => {
    page = await openReaderPage();
    await page.navigate(encodeURI(FIELD_PAGE));
  }, 30_000);
  afterAll(() => page?.close());

  it('clicks, types key by key and empties the field as a reader does', async () => {
    await page.click('#field');
    expect(await page.evaluate('document.activeElement.id')).toBe('field');
    await page.type('ab 1', 0);
    expect(await page.evaluate('field.value')).toBe('ab 1');
    expect(await page.evaluate('keys')).toEqual(['a KeyA', 'b KeyB', '  Space', '1 Digit1']);
    await page.clearField();
    expect(await page.evaluate('field.value')).toBe('');
  });

  it('traces the keys and the tasks they ran in', async () => {
    const trace = await page.startTrace(TYPING_TRACE_CATEGORIES);
    await page.type('xyz', 20);
    const typing = typingTasks(await trace.stop());
    expect(typing.keyTasks).toBe(3);
    expect(typing.longestTaskMs).toBeGreaterThan(0);
  });

  it('awaits a promise the page returns', async () => {
    expect(await page.evaluate('new Promise((resolve) => setTimeout(() => resolve(field.value), 10))')).toBe('xyz');
  });

  it('waits for an element the page adds, and says when none came', async () => {
    await page.evaluate(
      'setTimeout(() => document.body.append(Object.assign(document.createElement("p"), { id: "late" })), 50)',
    );
    await page.waitForSelector('#late', 5_000);
    expect(await page.evaluate('document.querySelectorAll("#late").length')).toBe(1);
    await expect(page.waitForSelector('#never', 100)).rejects.toThrow(
      'reader page: nothing matched #never within 0.1 s',
    );
  });

  it('says what went wrong in one line', async () => {
    await expect(page.evaluate('noSuchFunction()')).rejects.toThrow(/noSuchFunction\(\) threw ReferenceError/);
    await expect(page.click('#missing')).rejects.toThrow('reader page: nothing matches #missing');
    await expect(page.type('é', 0)).rejects.toThrow('reader page: no key for "é"');
  });
});

describe('an Error built as the page loads', () => {
  // What React DOM does as its chunk loads. Under a DevTools client with the Runtime domain on
  // (Playwright's), V8 records the Error's stack with line and column, and collects the source
  // positions of the script to do it: work a reader's browser never does.
  const ERROR_PAGE = `data:text/html,${encodeURIComponent(
    '<!doctype html><title>error</title><script>function build() { return new Error("x"); } window.built = build();</script>',
  )}`;
  const COMPILE = ['disabled-by-default-v8.compile'];
  const sourcePositions = (events: readonly TraceEvent[]) =>
    events.filter((event) => event.name === 'V8.CollectSourcePositions').length;

  it('costs no source positions in a reader page, as it does under Playwright', async () => {
    const page = await openReaderPage();
    try {
      const trace = await page.startTrace(COMPILE);
      await page.navigate(ERROR_PAGE);
      expect(sourcePositions(await trace.stop())).toBe(0);
    } finally {
      await page.close();
    }

    const browser = await launchChromium();
    try {
      const playwrightPage = await browser.newPage();
      await browser.startTracing(playwrightPage, { categories: COMPILE });
      await playwrightPage.goto(ERROR_PAGE);
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
        traceEvents: TraceEvent[];
      };
      expect(sourcePositions(traceEvents)).toBeGreaterThan(0);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
