// The specs' `test`, with what a worker starts once and keeps: servers of the built sites, nginx,
// a test upstream, a browser of a spec's own. The run is fully parallel, so each test is a group
// of its own, and Playwright runs a file's beforeAll and afterAll hooks around every group: a
// server started there would start (and a certificate be made, a browser launched) again for
// every test. A hook asks `perWorker` instead; what it starts is stopped when the worker ends.
import { test as base } from '@playwright/test';

import { startServe, type RunningServe } from '../../support/hosting/site-server.ts';

export interface PerWorker {
  /**
   * `start()`'s value, started on the first call with this key in this worker and kept for the
   * next ones; `stop` runs when the worker ends. A key names one thing a spec starts: two specs
   * that share a key share what it started, so its state (a request log, a flag) is theirs both.
   */
  get<T>(key: string, start: () => Promise<T>, stop: (value: T) => Promise<void>): Promise<T>;
  /** `npm start`'s server over a built folder, with no upstream: it keeps no state between tests. */
  serve(outDir: string): Promise<RunningServe>;
}

export const test = base.extend<object, { perWorker: PerWorker }>({
  perWorker: [
    async ({}, use) => {
      const started = new Map<string, Promise<unknown>>();
      const stops: (() => Promise<void>)[] = [];
      const get: PerWorker['get'] = (key, start, stop) => {
        if (!started.has(key)) {
          const value = start();
          started.set(key, value);
          stops.push(async () => stop(await value));
        }
        return started.get(key) as ReturnType<typeof start>;
      };
      await use({
        get,
        serve: (outDir) =>
          get(
            `serve ${outDir}`,
            () => startServe({ outDir }),
            (site) => site.stop(),
          ),
      });
      // The last started first: a browser before the servers it was pointed at. Every one is
      // stopped; the first failure is then reported.
      const failures: unknown[] = [];
      for (const stop of stops.reverse()) await stop().catch((error: unknown) => failures.push(error));
      if (failures.length > 0) throw failures[0];
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
