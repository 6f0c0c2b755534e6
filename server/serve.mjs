// `npm start` / `npm run serve`: serves the static export in out/ the way the production
// host does: trailing slashes normalised by redirect, the 404 page with status 404, the 500
// page on an error, the headers of out/_headers (security headers, per-page policy) and the
// allowlist-only third-party proxy (server/proxy-server.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';

import { contentType } from 'mime-types';
import sirv from 'sirv';

import { headersForPath, parseHeadersFile } from '../postbuild/hosting/headers-file-rules.mjs';
import { HOST_FILES } from './host-files.mjs';
import { readAllowlist, serveThirdPartyProxy, THIRD_PARTY_PROXY_PATH } from './proxy-server.mjs';

const root = resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(root, 'index.html'))) {
  console.error(`serve: ${root}/index.html does not exist; expected a built site (run \`npm run build\` first)`);
  process.exit(1);
}

const notFoundPage = existsSync(join(root, '404.html'))
  ? readFileSync(join(root, '404.html'))
  : Buffer.from('Not found');
const errorPage = existsSync(join(root, '500/index.html'))
  ? readFileSync(join(root, '500/index.html'))
  : Buffer.from('Server error');
const files = sirv(root, {
  dotfiles: false,
  etag: true,
  extensions: ['html'],
  // A file's precompressed twin (file.gz, when one was written beside it) goes to clients that
  // accept gzip, as nginx's gzip does in production; the benchmark writes them for Lighthouse.
  gzip: true,
  // The types nginx and the bucket send (postbuild/hosting/content-type.ts): .txt as
  // text/plain; charset=utf-8, and so on. A path without an extension is a page (index.html).
  setHeaders: (res, pathname) =>
    res.setHeader('Content-Type', contentType(extname(pathname) || '.html') || 'application/octet-stream'),
});

// Written by the post-build step (postbuild/steps/security-headers.ts); the file itself is not served.
const headersFile = join(root, '_headers');
const headerRules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
if (headerRules.length === 0)
  console.warn(`serve: ${headersFile} is missing; serving without security headers (run \`npm run build\`)`);

// Written by the post-build step from the site's third_party_scripts; empty when it has none.
const thirdPartyAllowlist = readAllowlist(root);
// `_headers`, the allowlist and the build record are for hosts and the deploy, not readers.
const HOST_CONFIGURATION = new Set(HOST_FILES.map((file) => `/${file}`));

/** Sets the headers out/_headers gives `pathname`, replacing any set before. */
function setHeadersOf(res, pathname) {
  for (const [name, value] of headersForPath(headerRules, pathname)) res.setHeader(name, value);
}

function sendPage(req, res, status, page, pagePath) {
  setHeadersOf(res, pagePath);
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(req.method === 'HEAD' ? undefined : page);
}

/** /authors → /authors/ ; file-like paths (with an extension) are left alone. */
export function trailingSlashTarget(pathname) {
  if (pathname.endsWith('/')) return null;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.') ? null : `${pathname}/`;
}

function handle(req, res) {
  const url = new URL(req.url ?? '/', 'http://localhost');
  setHeadersOf(res, url.pathname);
  if (HOST_CONFIGURATION.has(url.pathname)) {
    sendPage(req, res, 404, notFoundPage, '/404.html');
    return;
  }
  if (url.pathname === THIRD_PARTY_PROXY_PATH) {
    serveThirdPartyProxy(req, res, thirdPartyAllowlist, (status) =>
      status === 404
        ? sendPage(req, res, 404, notFoundPage, '/404.html')
        : sendPage(req, res, status, errorPage, '/500/'),
    ).catch((error) => fail(req, res, error));
    return;
  }
  const target = trailingSlashTarget(url.pathname);
  if (target) {
    res.writeHead(308, { Location: `${target}${url.search}` });
    res.end();
    return;
  }
  files(req, res, () => sendPage(req, res, 404, notFoundPage, '/404.html'));
}

function fail(req, res, error) {
  console.error(`serve: ${req.method} ${req.url}: ${error instanceof Error ? error.stack : error}`);
  if (res.headersSent) res.destroy();
  else sendPage(req, res, 500, errorPage, '/500/');
}

const server = createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    fail(req, res, error);
  }
});

server.listen(port, host, () => {
  // PORT=0 picks a free port: the line names the one the system gave.
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`Serving ${root} at http://${host === '127.0.0.1' ? 'localhost' : host}:${actualPort}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
