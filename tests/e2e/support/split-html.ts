// A loopback server that sends one page's HTML in parts, a pause between them, as a slow network
// can: the browser may paint what it has parsed of the parts so far. Every other address
// is fetched from the site's own server and passed on whole.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Page } from '@playwright/test';

import { watchLayoutShift } from './layout-shift.ts';

export interface SplitPageServer {
  origin: string;
  close: () => Promise<void>;
}

/**
 * Where the page is cut: before the first `cutBefore` after `after`, or at each of some offsets
 * of its HTML, in order.
 */
export type Cut = { after: string; cutBefore: string } | { atOffsets: number[] };

/** Serves `pagePath` of `siteOrigin` cut where `cut` says, each part `pauseMs` after the one before. */
export async function serveSplitPage(
  options: { siteOrigin: string; pagePath: string; pauseMs: number } & Cut,
): Promise<SplitPageServer> {
  const { siteOrigin, pagePath, pauseMs } = options;
  const html = await (await fetch(new URL(pagePath, siteOrigin))).text();
  const cuts = cutOffsets(html, options);
  const wrong = cuts.findIndex((cut, index) => cut < 0 || cut > html.length || cut < (cuts[index - 1] ?? 0));
  if (wrong >= 0)
    throw new Error(
      'atOffsets' in options
        ? `serveSplitPage: ${pagePath} cannot be cut at offset ${cuts[wrong]} (cut ${wrong + 1}); expected offsets in order within its ${html.length} characters`
        : `serveSplitPage: ${pagePath} has no "${options.cutBefore}" after "${options.after}"; expected both in its HTML`,
    );
  const parts = [0, ...cuts].map((start, index) => html.slice(start, cuts[index] ?? html.length));
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url === pagePath) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const send = (index: number) => {
        if (index === parts.length - 1) return void response.end(parts[index]);
        response.write(parts[index]);
        setTimeout(() => send(index + 1), pauseMs);
      };
      send(0);
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
 * The offsets of `html`'s body before and after each of its tags, where a page can be cut
 * between one element and the next or before an element's content; not inside an icon (SVG),
 * a script or a style, whose parts draw nothing alone.
 */
export function tagBoundaries(html: string): number[] {
  const start = html.indexOf('<body');
  const body = html.slice(start, html.indexOf('</body>', start));
  const offsets = new Set<number>();
  let iconDepth = 0;
  for (const tag of body.matchAll(/<(\/?)([a-z]+)[^>]*?(\/?)>/g)) {
    const [text, closing, name, selfClosing] = tag;
    const before = start + tag.index;
    const after = before + text.length;
    if (name === 'svg' || iconDepth > 0) {
      if (name === 'svg') offsets.add(closing ? after : before);
      if (!selfClosing) iconDepth += closing ? -1 : 1;
      continue;
    }
    if (name === 'script' || name === 'style') continue;
    offsets.add(before).add(after);
  }
  return [...offsets].sort((a, b) => a - b);
}

function cutOffsets(html: string, cut: Cut): number[] {
  if ('atOffsets' in cut) return cut.atOffsets;
  const start = html.indexOf(cut.after);
  return [start < 0 ? -1 : html.indexOf(cut.cutBefore, start)];
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
