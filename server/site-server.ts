// The page server of `npm start` and the tests: serves a built site the way the production nginx
// does (deploy/nginx/site.conf): a page at its folder address, `/authors` redirected to
// `/authors/` only when that page exists, the site's old addresses redirected (out/_redirects),
// the 404 page with status 404, the 500 page on an error, the headers of out/_headers (security
// headers, each page's policy) and the allowlist-only third-party proxy (server/proxy-server.ts).
// docs/security.md has its threat model: what it accepts, refuses and where it stops.
//
// Every decision is taken on one reading of the path (server/request-path.ts). The server is a
// function: the launcher (server/serve.ts) reads the environment, tests start it in-process.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Agent } from 'node:https';
import type { AddressInfo } from 'node:net';

import { isHostFilePath } from '../hosting/host-files.ts';
import { THIRD_PARTY_PROXY_PATH } from '../hosting/proxy-rules.ts';
import { REDIRECT_STATUS } from '../hosting/redirects-file.ts';
import { createThirdPartyProxy } from './proxy-server.ts';
import { encodeSitePath, readRequestTarget } from './request-path.ts';
import { createResponses } from './responses.ts';
import { readSiteFolder } from './site-folder.ts';

export interface SiteServerOptions {
  /** The built site (out/ or a folder like it). */
  root: string;
  /** 0, the default, lets the system pick a free port. */
  port?: number;
  host?: string;
  /** Where the server's warnings and errors go; the console by default. */
  log?: (line: string) => void;
  /** The agent of the proxy's https fetches: tests give one that trusts their upstream's certificate. */
  upstreamAgent?: Agent;
}

export interface SiteServer {
  server: Server;
  /** http://host:port, the port the system gave. */
  origin: string;
  close(): Promise<void>;
}

// An address no normalised path can be (a NUL is refused): only the rules for every path match it.
const NO_PAGE = '/\0';

/** A request that announces a body: a Content-Length above 0, or any Transfer-Encoding. */
const announcesBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/** Starts serving `root`; resolves once the server listens. Throws when `root` is not a built site. */
export async function createSiteServer({
  root,
  port = 0,
  host = '127.0.0.1',
  log = (line) => console.error(line),
  upstreamAgent,
}: SiteServerOptions): Promise<SiteServer> {
  const site = readSiteFolder(root, log);
  const proxy = createThirdPartyProxy(undefined, { agent: upstreamAgent, log });

  const { setHeadersOf, sendPage, sendNotFound, sendPlain, sendFile } = createResponses(site, log);

  async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Neither the files nor the proxy take a request body. The method and any announced body are
    // checked before the path, and refused at once with the connection closed, reading none of
    // the body: a client may announce megabytes and send them slowly, and a keep-alive answer
    // would have Node read them all to reach the next request.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      setHeadersOf(res, NO_PAGE);
      sendPlain(res, 405, 'Method not allowed', { Allow: 'GET, HEAD', Connection: 'close' });
      return;
    }
    if (announcesBody(req)) {
      setHeadersOf(res, NO_PAGE);
      sendPlain(res, 413, 'A GET or HEAD request takes no body', { Connection: 'close' });
      return;
    }
    const target = readRequestTarget(req.url ?? '');
    // Until a file or page decides otherwise, a response carries the headers of its path.
    setHeadersOf(res, target?.path ?? NO_PAGE);
    if (!target) {
      // What nginx answers 400: a malformed escape, invalid UTF-8, a NUL, a `..` above the root.
      sendPlain(res, 400, 'Bad request');
      return;
    }
    // `_headers`, the allowlist and the build record are for hosts and the deploy, not readers,
    // in any spelling that reads as their name.
    if (isHostFilePath(target.path)) return sendNotFound(req, res);
    if (target.path === THIRD_PARTY_PROXY_PATH) {
      // The proxy's refusals are the site's own error pages; a 503 keeps the proxy's Retry-After.
      await proxy.serve(req, res, site.allowlist, (status, headers) => {
        const sent = status === 404 ? sendNotFound(req, res) : sendPage(req, res, status, '500/index.html', headers);
        sent.catch((error: unknown) => fail(req, res, error));
      });
      return;
    }
    // An old address answers before any file, as nginx's exact locations do: the page the build
    // leaves there is for hosts that read no redirects. The new path is a plain site path
    // (lib/content/redirect-path.ts); the query is appended as sent, after the `?`.
    const movedTo = site.redirects.get(target.path);
    if (movedTo !== undefined) {
      // The headers of no page, as nginx sends them: its policy map knows the page's file, not the address.
      setHeadersOf(res, NO_PAGE);
      res.writeHead(REDIRECT_STATUS, { Location: `${movedTo}${target.search}` });
      res.end();
      return;
    }
    // The build writes no dotfiles; a path naming one (`.git`, `.env`) is never looked up.
    if (target.segments.some((segment) => segment.startsWith('.'))) return sendNotFound(req, res);

    const relative = target.segments.join('/');
    if (target.folder) {
      // A page is its folder's index.html, asked for with the trailing slash.
      const index = relative ? `${relative}/index.html` : 'index.html';
      const opened = await site.openFile(index);
      return opened ? sendFile(req, res, index, opened) : sendNotFound(req, res);
    }
    const opened = await site.openFile(relative);
    if (opened) return sendFile(req, res, relative, opened);
    // /authors → /authors/ only when that page exists: the Location is built from the normalised
    // segments, so it is always one path on this origin (never //host or /\host).
    if (await site.isFile(`${relative}/index.html`)) {
      res.writeHead(308, { Location: `${encodeSitePath(target.segments, true)}${target.search}` });
      res.end();
      return;
    }
    return sendNotFound(req, res);
  }

  function fail(req: IncomingMessage, res: ServerResponse, error: unknown) {
    log(`serve: ${req.method} ${req.url}: ${error instanceof Error ? error.stack : String(error)}`);
    if (res.headersSent) res.destroy();
    else sendPage(req, res, 500, '500/index.html').catch(() => res.destroy());
  }

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    respond(req, res).catch((error: unknown) => fail(req, res, error));
  };
  const server = createServer(handle);
  // Without this listener Node answers `Expect: 100-continue` with 100 Continue by itself,
  // asking for the body the server then refuses; with it, the request is answered as any other.
  server.on('checkContinue', handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    server,
    origin: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
