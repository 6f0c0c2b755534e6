// A page in Debian's Chromium as a reader has it, driven over the DevTools protocol without
// the Runtime domain ever being enabled. Playwright enables it in every page it drives, and V8
// then records a detailed stack trace, with line and column, for every Error the page builds:
// React DOM builds five as it loads, so the first use of an island paid for V8 parsing the
// whole chunk again to find those lines (about 70 ms of a 100 ms task with the CPU slowed 4×)
// in the benchmark and never in a reader's browser. The timings of the search's first use and
// its typing are taken here (docs/performance.md, 'How each figure is taken').
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import CDP from 'chrome-remote-interface';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../lib/build/chromium.ts';
import type { TraceEvent } from './main-thread.ts';

const LAUNCH_TIMEOUT_MS = 30_000;
const NAVIGATION_TIMEOUT_MS = 60_000;

export interface ReaderPage {
  /** Opens `url` and resolves at its load event. */
  navigate(url: string): Promise<void>;
  /** The value of a script run in the page (awaited when it is a promise), as JSON. */
  evaluate<T>(expression: string): Promise<T>;
  /** The path of every resource the page has fetched so far (Resource Timing: no Network domain). */
  fetchedPaths(): Promise<string[]>;
  /** Resolves once an element matches `selector` (watched in the page, not polled from here). */
  waitForSelector(selector: string, timeoutMs: number): Promise<void>;
  /** Slows the page's CPU `rate` times, as Lighthouse's mobile setting does (4). */
  slowCpu(rate: number): Promise<void>;
  /** A pointer moved onto the middle of the first element `selector` finds, then a click. */
  click(selector: string): Promise<void>;
  /** Types `text` key by key into the focused element, `delayMs` after each key. */
  type(text: string, delayMs: number): Promise<void>;
  /** Ctrl+A then Backspace: the focused field emptied as a reader empties it. */
  clearField(): Promise<void>;
  /** Records a Chromium trace of these categories until `stop()`. */
  startTrace(categories: readonly string[]): Promise<{ stop(): Promise<TraceEvent[]> }>;
  close(): Promise<void>;
}

/** The port Chromium writes into its profile once its DevTools server listens. */
async function devToolsPort(userDataDir: string, browser: ChildProcess): Promise<number> {
  const file = path.join(userDataDir, 'DevToolsActivePort');
  const deadline = Date.now() + LAUNCH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (browser.exitCode !== null) throw new Error(`reader page: ${CHROMIUM_PATH} exited with ${browser.exitCode}`);
    const port = fs.existsSync(file) ? Number.parseInt(fs.readFileSync(file, 'utf8').split('\n')[0] ?? '', 10) : NaN;
    if (port > 0) return port;
    await sleep(50);
  }
  throw new Error(`reader page: ${CHROMIUM_PATH} wrote no ${file} within ${LAUNCH_TIMEOUT_MS / 1000} s`);
}

/** What a key sends: the DOM's key and code, and the key code Chromium's editing reads. */
function keyFields(character: string) {
  if (character === ' ') return { key: ' ', code: 'Space', windowsVirtualKeyCode: 32 };
  const upper = character.toUpperCase();
  if (/^[a-z]$/i.test(character))
    return { key: character, code: `Key${upper}`, windowsVirtualKeyCode: upper.charCodeAt(0) };
  if (/^[0-9]$/.test(character))
    return { key: character, code: `Digit${character}`, windowsVirtualKeyCode: character.charCodeAt(0) };
  throw new Error(`reader page: no key for ${JSON.stringify(character)} (letters, digits and space only)`);
}

/** A fresh Chromium (its own empty profile) with one blank page, ready to be driven. */
export async function openReaderPage(): Promise<ReaderPage> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reader-page-'));
  const browser = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, '--headless=new', `--user-data-dir=${userDataDir}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: 'ignore' },
  );
  const closeBrowser = async () => {
    if (browser.exitCode === null) {
      const exited = new Promise((resolve) => browser.once('exit', resolve));
      browser.kill();
      await exited;
    }
    fs.rmSync(userDataDir, { recursive: true, force: true });
  };
  let client: CDP.Client;
  try {
    const port = await devToolsPort(userDataDir, browser);
    const targets = await CDP.List({ port });
    const blank = targets.find((target) => target.type === 'page');
    if (!blank) throw new Error(`reader page: Chromium on port ${port} has no page`);
    client = await CDP({ port, target: blank.id });
    await client.Page.enable();
  } catch (error) {
    await closeBrowser();
    throw error;
  }

  const key = async (type: 'keyDown' | 'rawKeyDown' | 'keyUp', fields: object) => {
    await client.Input.dispatchKeyEvent({ type, ...fields });
  };

  const evaluate = async <T>(expression: string): Promise<T> => {
    const { result, exceptionDetails } = await client.Runtime.evaluate({
      expression,
      returnByValue: true,
      awaitPromise: true,
    });
    if (exceptionDetails) {
      const thrown = exceptionDetails.exception?.description ?? exceptionDetails.text;
      throw new Error(`reader page: ${expression.slice(0, 80)} threw ${thrown}`);
    }
    return result.value as T;
  };

  return {
    fetchedPaths: () =>
      evaluate<string[]>(`performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)`),
    async waitForSelector(selector, timeoutMs) {
      const found = await evaluate<boolean>(`new Promise((resolve) => {
        const selector = ${JSON.stringify(selector)};
        const settle = (found) => (observer.disconnect(), clearTimeout(timer), resolve(found));
        const seen = () => document.querySelector(selector) && settle(true);
        const observer = new MutationObserver(seen);
        const timer = setTimeout(() => settle(false), ${timeoutMs});
        observer.observe(document, { childList: true, subtree: true, attributes: true });
        seen();
      })`);
      if (!found) throw new Error(`reader page: nothing matched ${selector} within ${timeoutMs / 1000} s`);
    },
    async navigate(url) {
      const loaded = client.Page.loadEventFired();
      const { errorText } = await client.Page.navigate({ url });
      if (errorText) throw new Error(`reader page: ${url} did not open (${errorText})`);
      await Promise.race([
        loaded,
        // Unreferenced: a page that loaded leaves no timer holding the process open.
        sleep(NAVIGATION_TIMEOUT_MS, undefined, { ref: false }).then(() => {
          throw new Error(`reader page: ${url} did not load within ${NAVIGATION_TIMEOUT_MS / 1000} s`);
        }),
      ]);
    },
    evaluate,
    async slowCpu(rate) {
      await client.Emulation.setCPUThrottlingRate({ rate });
    },
    async click(selector) {
      const centre = await evaluate<{ x: number; y: number } | null>(
        `(() => { const box = document.querySelector(${JSON.stringify(selector)})?.getBoundingClientRect();
          return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null; })()`,
      );
      if (!centre) throw new Error(`reader page: nothing matches ${selector}`);
      await client.Input.dispatchMouseEvent({ type: 'mouseMoved', ...centre });
      for (const type of ['mousePressed', 'mouseReleased'] as const)
        await client.Input.dispatchMouseEvent({ type, ...centre, button: 'left', clickCount: 1 });
    },
    async type(text, delayMs) {
      for (const character of text) {
        const fields = keyFields(character);
        await key('keyDown', { ...fields, text: character, unmodifiedText: character });
        await key('keyUp', fields);
        await sleep(delayMs);
      }
    },
    async clearField() {
      const selectAll = { key: 'a', code: 'KeyA', windowsVirtualKeyCode: 65, modifiers: 2 };
      await key('rawKeyDown', { ...selectAll, commands: ['selectAll'] });
      await key('keyUp', selectAll);
      const backspace = { key: 'Backspace', code: 'Backspace', windowsVirtualKeyCode: 8 };
      await key('rawKeyDown', backspace);
      await key('keyUp', backspace);
    },
    async startTrace(categories) {
      const events: TraceEvent[] = [];
      const unsubscribe = client.Tracing.dataCollected(({ value }) => events.push(...(value as TraceEvent[])));
      await client.Tracing.start({
        traceConfig: { includedCategories: [...categories] },
        transferMode: 'ReportEvents',
      });
      return {
        async stop() {
          const complete = client.Tracing.tracingComplete();
          await client.Tracing.end();
          await complete;
          unsubscribe();
          return events;
        },
      };
    },
    async close() {
      await client.close().catch(() => undefined);
      await closeBrowser();
    },
  };
}
