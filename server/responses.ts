// The page server's responses (server/site-server.ts): a file with the headers out/_headers gives
// its address, its type and an ETag (a gzip twin to clients that take it); the site's own 404 and
// 500 pages with their status; a short plain-text refusal.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { pipeline } from 'node:stream';

import { contentType } from 'mime-types';

import { REVALIDATE } from '../hosting/cache-control.ts';
import { headersForPath } from '../hosting/headers-file-rules.ts';
import { addressOfFile } from './request-path.ts';
import type { OpenedFile, SiteFolder } from './site-folder.ts';

/** The responses of a server of `site`; `log` takes its warnings. */
export function createResponses(site: SiteFolder, log: (line: string) => void) {
  /** Sets the headers out/_headers gives `address`, replacing any set before. */
  function setHeadersOf(res: ServerResponse, address: string) {
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    const headers = headersForPath(site.headerRules, address);
    for (const [name, value] of headers) res.setHeader(name, value);
    if (!headers.has('cache-control')) res.setHeader('Cache-Control', REVALIDATE);
  }

  /** The site's 404.html or 500/index.html with its status and its own headers, read afresh. */
  async function sendPage(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    file: string,
    extraHeaders: Record<string, string> = {},
  ) {
    const fallback = status === 404 ? 'Not found' : 'Server error';
    const page = await readFile(join(site.root, file)).catch(() => Buffer.from(fallback));
    if (res.headersSent || res.destroyed) return;
    setHeadersOf(res, addressOfFile(file));
    res.writeHead(status, {
      ...extraHeaders,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': page.length,
    });
    res.end(req.method === 'HEAD' ? undefined : page);
  }

  const sendNotFound = (req: IncomingMessage, res: ServerResponse) => sendPage(req, res, 404, '404.html');

  function sendPlain(res: ServerResponse, status: number, text: string, extraHeaders: Record<string, string> = {}) {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...extraHeaders });
    res.end(text);
  }

  /**
   * Sends an opened file with the headers of the page or file it is (addressOfFile), its type,
   * and an ETag. A precompressed twin (file.gz, written beside it by the benchmark) goes to
   * clients that accept gzip, as nginx's gzip does in production.
   */
  async function sendFile(req: IncomingMessage, res: ServerResponse, relative: string, opened: OpenedFile) {
    let { handle, stats } = opened;
    if (res.destroyed || (await site.isHostFile(stats))) {
      await handle.close().catch(() => undefined);
      if (!res.destroyed) await sendNotFound(req, res);
      return;
    }
    let encoding: string | undefined;
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const twin = await site.openFile(`${relative}.gz`);
      if (twin) {
        await handle.close().catch(() => undefined);
        ({ handle, stats } = twin);
        encoding = 'gzip';
      }
    }
    setHeadersOf(res, addressOfFile(relative));
    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${encoding ? '-gz' : ''}"`;
    res.setHeader('Content-Type', contentType(extname(relative)) || 'application/octet-stream');
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', stats.mtime.toUTCString());
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
      await handle.close().catch(() => undefined);
      res.writeHead(304);
      res.end();
      return;
    }
    res.setHeader('Content-Length', stats.size);
    if (req.method === 'HEAD' || stats.size === 0) {
      await handle.close().catch(() => undefined);
      res.writeHead(200);
      res.end();
      return;
    }
    // The reader may have left while the file was being opened. pipeline would throw at the
    // destroyed response and leave the file open until garbage collection: close it here.
    if (res.destroyed) {
      await handle.close().catch(() => undefined);
      return;
    }
    res.writeHead(200);
    // pipeline closes the file and the connection on an error in either: a read failing after
    // the headers went out ends this response's connection, and the server goes on.
    pipeline(handle.createReadStream({ end: stats.size - 1, autoClose: true }), res, (error) => {
      if (error && (error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE')
        log(`serve: ${req.method} ${req.url}: reading ${relative} failed: ${error.message}`);
    });
  }

  return { setHeadersOf, sendPage, sendNotFound, sendPlain, sendFile };
}
