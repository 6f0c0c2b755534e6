// A loopback server that sends one page's HTML in two parts, a pause between them, as a slow
// network can: the browser may paint what it has parsed of the first part. Every other address
// is fetched from the site's own server and passed on whole.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Page } from '@playwright/test';

import { watchLayoutShift } from './layout-shift.ts';

export interface SplitPageServer {
  origin: string;
  close: () => Promise<void>;
}

/** Serves `pagePath` of `siteOrigin` cut at the first `cutBefore` after `after`, the rest `pauseMs` later. */
export async function serveSplitPage(options: {
  siteOrigin: string;
  pagePath: string;
  after: string;
  cutBefore: string;
  pauseMs: number;
}): Promise<SplitPageServer> {
  const { siteOrigin, pagePath, after, cutBefore, pauseMs } = options;
  const html = await (await fetch(new URL(pagePath, siteOrigin))).text();
  const start = html.indexOf(after);
  const cut = start < 0 ? -1 : html.indexOf(cutBefore, start);
  if (cut < 0)
    throw new Error(`serveSplitPage: ${pagePath} has no "${cutBefore}" after "${after}"; expected both in its HTML`);
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === pagePath) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), pauseMs);
      return;
    }
    fetch(new URL(url, siteOrigin))
      .then(async (upstream) => {
        response.writeHead(upstream.status, {
          'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
        });
        response.end(Buffer.from(await upstream.arrayBuffer()));
      })
      // A failed pass-on answers at once rather than leaving the browser (and the test) waiting.
      .catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Opens the page served in two parts (serveSplitPage) and returns the layout shift it recorded
 * once `settled` has waited for what the page's second part brings.
 */
export async function layoutShiftOfSplitPage(
  page: Page,
  options: Parameters<typeof serveSplitPage>[0],
  settled: () => Promise<void>,
): Promise<number> {
  const split = await serveSplitPage(options);
  try {
    const layoutShift = await watchLayoutShift(page);
    await page.goto(`${split.origin}${options.pagePath}`, { waitUntil: 'networkidle' });
    await settled();
    return await layoutShift();
  } finally {
    await split.close();
  }
}
