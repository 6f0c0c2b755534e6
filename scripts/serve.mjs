// `npm start` / `npm run serve`: serves the static export in out/ the way the production
// host does: trailing slashes normalised by redirect, the 404 page with status 404.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';

import sirv from 'sirv';

const root = resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(root, 'index.html'))) {
  console.error(`serve: ${root}/index.html does not exist; expected a built site (run \`npm run build\` first)`);
  process.exit(1);
}

const notFoundPage = existsSync(join(root, '404.html')) ? readFileSync(join(root, '404.html')) : Buffer.from('Not found');
const files = sirv(root, { dotfiles: false, etag: true, extensions: ['html'] });

/** /authors → /authors/ ; file-like paths (with an extension) are left alone. */
export function trailingSlashTarget(pathname) {
  if (pathname.endsWith('/')) return null;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return last.includes('.') ? null : `${pathname}/`;
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const target = trailingSlashTarget(url.pathname);
  if (target) {
    res.writeHead(308, { Location: `${target}${url.search}` });
    res.end();
    return;
  }
  files(req, res, () => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : notFoundPage);
  });
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
