// `npm start` / `npm run serve`: serves the static export in out/ the way the production
// nginx does (deploy/nginx/site.conf): a page at its folder address, `/authors` redirected to
// `/authors/` only when that page exists, the site's old addresses redirected (out/_redirects),
// the 404 page with status 404, the 500 page on an error, the headers of out/_headers (security
// headers, each page's policy) and the allowlist-only third-party proxy (server/proxy-server.mjs).
// docs/hosting.md has its threat model: what it accepts, refuses and where it stops.
//
// Every decision is taken on one reading of the path (server/request-path.mjs), and a file is
// opened before anything is sent: a file that vanishes during a rebuild is a 404, never a crash.
import { constants, existsSync, readFileSync, realpathSync } from 'node:fs';
import { open, readFile, realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';

import { contentType } from 'mime-types';

import { headersForPath, parseHeadersFile } from '../postbuild/hosting/headers-file-rules.mjs';
import { HOST_FILES, isHostFilePath } from './host-files.mjs';
import { readAllowlist, serveThirdPartyProxy, THIRD_PARTY_PROXY_PATH } from './proxy-server.mjs';
import { parseRedirectsFile, REDIRECT_STATUS, REDIRECTS_FILE } from './redirects-file.mjs';
import { addressOfFile, encodeSitePath, readRequestTarget } from './request-path.mjs';

const root = resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(root, 'index.html'))) {
  console.error(`serve: ${root}/index.html does not exist; expected a built site (run \`npm run build\` first)`);
  process.exit(1);
}
// Files are served only from inside this folder, symbolic links resolved.
const realRoot = realpathSync(root);

// Written by the post-build step (postbuild/steps/security-headers.ts); the file itself is not
// served. Read once: restart after a rebuild, as nginx is reloaded with its new includes.
const headersFile = join(root, '_headers');
const headerRules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
if (headerRules.length === 0)
  console.warn(`serve: ${headersFile} is missing; serving without security headers (run \`npm run build\`)`);

// Written by the post-build step from the site's third_party_scripts; empty when it has none.
const thirdPartyAllowlist = readAllowlist(root);

// The site's old addresses → new ones, each old one with and without its trailing slash, written
// by the post-build step (postbuild/steps/redirects.ts); a host file, read once like _headers.
const redirectsFile = join(root, REDIRECTS_FILE);
const redirects = parseRedirectsFile(existsSync(redirectsFile) ? readFileSync(redirectsFile, 'utf8') : '');

// An address no normalised path can be (a NUL is refused): only the rules for every path match it.
const NO_PAGE = '/\0';
// What nginx sends for a path no cache rule names (postbuild/hosting/cache-control.ts, REVALIDATE).
const REVALIDATE = 'no-cache';
// O_NONBLOCK: opening a FIFO or a device left in out/ returns at once (and is then refused as
// not a regular file) instead of holding one of libuv's four file-system threads forever.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** Sets the headers out/_headers gives `address`, replacing any set before. */
function setHeadersOf(res, address) {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  const headers = headersForPath(headerRules, address);
  for (const [name, value] of headers) res.setHeader(name, value);
  if (!headers.has('cache-control')) res.setHeader('Cache-Control', REVALIDATE);
}

/** The site's 404.html or 500/index.html with its status and its own headers, read afresh. */
async function sendPage(req, res, status, file, extraHeaders = {}) {
  const fallback = status === 404 ? 'Not found' : 'Server error';
  const page = await readFile(join(root, file)).catch(() => Buffer.from(fallback));
  if (res.headersSent || res.destroyed) return;
  setHeadersOf(res, addressOfFile(file));
  res.writeHead(status, { ...extraHeaders, 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': page.length });
  res.end(req.method === 'HEAD' ? undefined : page);
}

const sendNotFound = (req, res) => sendPage(req, res, 404, '404.html');

function sendPlain(res, status, text, extraHeaders = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...extraHeaders });
  res.end(text);
}

/**
 * Opens `relative` (a path under out/) if it is a regular file inside out/, else null. The
 * open comes first: what is sent is what was opened, even if the name is deleted meanwhile.
 */
async function openFile(relative) {
  const file = join(root, relative);
  let real;
  try {
    real = await realpath(file);
  } catch {
    return null;
  }
  if (!real.startsWith(`${realRoot}${sep}`)) return null;
  let handle;
  try {
    handle = await open(real, OPEN_FLAGS);
  } catch {
    return null;
  }
  try {
    const stats = await handle.stat();
    if (stats.isFile()) return { handle, stats };
  } catch {
    // Treated as missing below.
  }
  await handle.close().catch(() => undefined);
  return null;
}

/**
 * Whether an opened file is one of the host files, however it was named: the same file on
 * disk (device and inode) as `_headers`, the allowlist or the build record. Backs up the
 * check by name against what a file system may read as the same name (case, Windows' trailing
 * dots) and against hard links.
 */
async function isHostFile(stats) {
  const hostFiles = await Promise.all(HOST_FILES.map((file) => stat(join(root, file)).catch(() => null)));
  return hostFiles.some((host) => host !== null && host.dev === stats.dev && host.ino === stats.ino);
}

async function isPage(relative) {
  try {
    return (await stat(join(root, relative))).isFile();
  } catch {
    return false;
  }
}

/**
 * Sends an opened file with the headers of the page or file it is (addressOfFile), its type,
 * and an ETag. A precompressed twin (file.gz, written beside it by the benchmark) goes to
 * clients that accept gzip, as nginx's gzip does in production.
 */
async function sendFile(req, res, relative, opened) {
  let { handle, stats } = opened;
  if (res.destroyed || (await isHostFile(stats))) {
    await handle.close().catch(() => undefined);
    if (!res.destroyed) await sendNotFound(req, res);
    return;
  }
  let encoding;
  if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    const twin = await openFile(`${relative}.gz`);
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
  res.writeHead(200);
  // pipeline closes the file and the connection on an error in either: a read failing after
  // the headers went out ends this response's connection, and the server goes on.
  pipeline(handle.createReadStream({ end: stats.size - 1, autoClose: true }), res, (error) => {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE')
      console.error(`serve: ${req.method} ${req.url}: reading ${relative} failed: ${error.message}`);
  });
}

async function respond(req, res) {
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
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    // Neither the files nor the proxy take a request body: answer at once and close rather
    // than read one (a client may announce megabytes and send them slowly).
    sendPlain(res, 405, 'Method not allowed', { Allow: 'GET, HEAD', Connection: 'close' });
    return;
  }
  if (target.path === THIRD_PARTY_PROXY_PATH) {
    // The proxy's refusals are the site's own error pages; a 503 keeps the proxy's Retry-After.
    await serveThirdPartyProxy(req, res, thirdPartyAllowlist, (status, headers) => {
      const sent = status === 404 ? sendNotFound(req, res) : sendPage(req, res, status, '500/index.html', headers);
      sent.catch((error) => fail(req, res, error));
    });
    return;
  }
  // An old address answers before any file, as nginx's exact locations do: the page the build
  // leaves there is for hosts that read no redirects. The new path is a plain site path
  // (lib/content/redirect-path.ts); the query is appended as sent, after the `?`.
  const movedTo = redirects.get(target.path);
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
    const opened = await openFile(index);
    return opened ? sendFile(req, res, index, opened) : sendNotFound(req, res);
  }
  const opened = await openFile(relative);
  if (opened) return sendFile(req, res, relative, opened);
  // /authors → /authors/ only when that page exists: the Location is built from the normalised
  // segments, so it is always one path on this origin (never //host or /\host).
  if (await isPage(`${relative}/index.html`)) {
    res.writeHead(308, { Location: `${encodeSitePath(target.segments, true)}${target.search}` });
    res.end();
    return;
  }
  return sendNotFound(req, res);
}

function fail(req, res, error) {
  console.error(`serve: ${req.method} ${req.url}: ${error instanceof Error ? error.stack : error}`);
  if (res.headersSent) res.destroy();
  else sendPage(req, res, 500, '500/index.html').catch(() => res.destroy());
}

const server = createServer((req, res) => {
  respond(req, res).catch((error) => fail(req, res, error));
});

server.listen(port, host, () => {
  // PORT=0 picks a free port: the line names the one the system gave.
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`Serving ${root} at http://${host === '127.0.0.1' ? 'localhost' : host}:${actualPort}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
