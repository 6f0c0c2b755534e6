// The page server of `npm start` (server/serve.ts) over real HTTP on 127.0.0.1, serving a
// small site written here with the `_headers` the build would write for it: which spellings of
// a path reach which file, what a vanished file does, where redirects may lead, and that every
// response carries the headers nginx sends for it (compared with nginx itself where installed).
import { execFileSync } from 'node:child_process';
import { connect } from 'node:net';
import { linkSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { renderHostingFiles } from '../postbuild/hosting/write-hosting-files.ts';
import { contentSecurityPolicy } from '../hosting/security-headers.ts';
import { inlineSources } from '../postbuild/hosting/inline-sources.ts';
import { FILE_HASHES_FILE } from '../hosting/file-hashes.ts';
import { BUILD_RECORD_FILE, HOST_FILES, isHostFilePath } from '../hosting/host-files.ts';
import { ALLOWLIST_FILE } from '../hosting/proxy-allowlist.ts';
import { REDIRECTS_FILE, renderRedirectsFile } from '../hosting/redirects-file.ts';
import { addressOfFile, encodeSitePath, readRequestTarget } from './request-path.ts';
import { pageAddress } from '../postbuild/hosting/site-files.ts';
import { nginxAvailable, startNginx, type RunningNginx } from '../tests/support/hosting/nginx-server.ts';
import { rawRequest, type RawResponse } from '../tests/support/hosting/raw-request.ts';
import { injectFailingReads } from '../tests/support/hosting/failing-reads.ts';
import { holdOpens } from '../tests/support/hosting/held-opens.ts';
import { startServe, type RunningServe } from '../tests/support/hosting/site-server.ts';
import { writeSiteFile, writeSiteFolder } from '../tests/support/hosting/site-folder.ts';
import { PARITY_HEADERS } from '../tests/support/hosting/parity-headers.ts';

// Each page runs its own inline script, so each has a policy of its own (its script's hash),
// and a page answered with another page's or the default policy would show.
const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1><script data-site-script>document.title = ${JSON.stringify(title)}</script></body></html>`;
const SECRET = 'host-only-marker';
const SITE: Record<string, string> = {
  'index.html': page('Home'),
  'authors/index.html': page('Authors'),
  'terms/index.html': page('Terms'),
  // A real page whose path looks like a host name: a redirect to it must stay on this origin.
  'evil.example/terms/index.html': page('Not elsewhere'),
  '404.html': page('Page not found'),
  '500/index.html': page('Something went wrong'),
  'app-data.json': '{"buildHash":"abc"}',
  'page-data/sq/d/0123456789abcdef.json': '{"index":[]}',
  '_next/static/chunks/app-0a1b2c.js': 'console.log("app");',
  'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'sw.js': 'self.skipWaiting();',
  'empty.txt': '',
  '.env': SECRET,
  '.htpasswd': SECRET,
  '.well-known/x': SECRET,
  // A page whose folder name needs escaping in a Location.
  'a b/index.html': page('Spaced'),
  [ALLOWLIST_FILE]: `["https://cdn.example/${SECRET}.js"]`,
  [BUILD_RECORD_FILE]: `{"version":1,"siteId":"${SECRET}","buildHash":"abc"}`,
  [FILE_HASHES_FILE]: SECRET,
  [REDIRECTS_FILE]: `# ${SECRET}\n${renderRedirectsFile([{ from: '/guides/old-slug/', to: '/terms/' }])}`,
  // The page the build leaves at an old address for hosts without redirects (here with a script
  // of its own, so a redirect sent with that page's policy would show).
  'guides/old-slug/index.html': page('Moved'),
  // The benchmark's precompression writes a twin beside every JSON file, host files included.
  [`${BUILD_RECORD_FILE}.gz`]: SECRET,
};

let site: string;
let serve: RunningServe;
const get = (target: string, options?: Parameters<typeof rawRequest>[2]) => rawRequest(serve.baseURL, target, options);

beforeAll(async () => {
  site = writeSiteFolder(SITE);
  const { headersFile } = await renderHostingFiles(site, []);
  // The marker makes any answer that leaks the file recognisable.
  writeFileSync(path.join(site, '_headers'), `# ${SECRET}\n${headersFile}`);
  serve = await startServe({ outDir: site });
}, 30_000);

afterAll(async () => {
  await serve?.stop();
  if (site) rmSync(site, { recursive: true, force: true });
});

describe('readRequestTarget', () => {
  it('decodes and normalises the path as nginx does, keeping the raw query', () => {
    const cases: [string, string | null][] = [
      ['/', '/'],
      ['/authors/', '/authors/'],
      ['/%5Fheaders', '/_headers'],
      ['//a///b', '/a/b'],
      ['/a/./b/../c/', '/a/c/'],
      ['/a/.', '/a/'],
      ['/a/b/..', '/a/'],
      ['/a%2Fb', '/a/b'],
      ['/%2e%2e/x', null],
      ['/../x', null],
      ['/a%00', null],
      ['/%zz', null],
      ['/caf%E9', null],
      ['/caf%C3%A9', '/café'],
      ['/\\evil', '/\\evil'],
      ['evil', null],
      ['/a#b', '/a'],
      ['http://www.oddsaces.com/authors/', '/authors/'],
      ['HTTPS://other.example', '/'],
      ['*', null],
    ];
    for (const [target, expected] of cases) expect(readRequestTarget(target)?.path ?? null, target).toBe(expected);
    expect(readRequestTarget('/a?x=1&y=%2F')?.search).toBe('?x=1&y=%2F');
  });

  it('encodes a Location as one path on this origin', () => {
    expect(encodeSitePath(['a b', 'c'], true)).toBe('/a%20b/c/');
    expect(encodeSitePath(['\\evil.example'], true)).toBe('/%5Cevil.example/');
    expect(encodeSitePath([], true)).toBe('/');
  });

  it('gives a file the address the build names its page by', () => {
    for (const file of ['index.html', 'authors/index.html', '404.html', 'app-data.json', '_next/static/a.js'])
      expect(addressOfFile(file), file).toBe(pageAddress(file));
  });

  it('knows a host file by any spelling of its name', () => {
    for (const name of [
      '/_headers',
      '/_HEADERS/',
      '/_build.json.',
      '/_build.json ',
      '/_build.json.gz',
      '/_Third-Party-Allowlist.json',
      '/_file-hashes.json.gz',
      '/_File-Hashes.json',
      '/_file-hashes.json.gz.br',
    ])
      expect(isHostFilePath(name), name).toBe(true);
    for (const name of ['/headers', '/x/_headers', '/_build.jsonx', '/app-data.json', '/_file-hashes.gz'])
      expect(isHostFilePath(name), name).toBe(false);
  });
});

/** Every spelling of a host file's path that a server could read as that file. */
function hostFileVariants(file: string): string[] {
  const first = file.charCodeAt(0).toString(16).toUpperCase();
  const lastIndex = file.length - 2;
  const encodedLast = `${file.slice(0, lastIndex)}%${file.charCodeAt(lastIndex).toString(16)}${file.slice(lastIndex + 1)}`;
  return [
    `/${file}`,
    `/${file}/`,
    `/${file}//`,
    `/%${first}${file.slice(1)}`,
    `/${encodedLast}`,
    `/${[...file].map((char) => `%${char.charCodeAt(0).toString(16)}`).join('')}`,
    `//${file}`,
    `///${file}`,
    `/./${file}`,
    `/.//${file}`,
    `/%2e/${file}`,
    `/x/../${file}`,
    `/x/..//${file}`,
    `/x/%2e%2e/${file}`,
    `/x%2F..%2F${file}`,
    `/%2F${file}`,
    `/${file}/.`,
    `/${file}/./`,
    `/${file.toUpperCase()}`,
    `/${file[0]}${file.slice(1).toUpperCase()}`,
    `/${file}.`,
    `/${file}%20`,
    `/${file}?download=1`,
    `/${file}#x`,
    `/${file}.gz`,
    `/${file}\\`,
    `/\\${file}`,
  ];
}

describe('host files (out/_headers, the allowlist, the file hashes, the build record)', () => {
  const variants = HOST_FILES.flatMap(hostFileVariants);

  it('answers every spelling of their paths with the 404 page, never their content', async () => {
    const served: string[] = [];
    for (const target of variants) {
      for (const method of ['GET', 'HEAD']) {
        const response = await get(target, { method, headers: { 'Accept-Encoding': 'gzip' } });
        if (
          response.status !== 404 ||
          response.body.includes(SECRET) ||
          (method === 'GET' && !response.body.includes('Page not found'))
        )
          served.push(`${method} ${target} → ${response.status} ${response.body.slice(0, 60)}`);
      }
    }
    expect(served, serve.output()).toEqual([]);
    expect(variants.length).toBeGreaterThan(60);
  });

  it('answers what nginx refuses as malformed with 400, never the file', async () => {
    for (const target of ['/_headers%00', '/%2e%2e/_headers', '/../_headers', '/_head%zzers']) {
      const response = await get(target);
      expect(response.status, target).toBe(400);
      expect(response.body, target).not.toContain(SECRET);
      expect(response.headers['content-security-policy'], target).toBe(contentSecurityPolicy());
    }
  });

  it('refuses the file under another name (a hard link) and any dotfile', async () => {
    linkSync(path.join(site, '_headers'), path.join(site, 'headers-copy.txt'));
    try {
      for (const target of ['/headers-copy.txt', '/.env', '/%2Eenv', '/x/../.env', '/.htpasswd', '/.well-known/x']) {
        const response = await get(target);
        expect(response.status, target).toBe(404);
        expect(response.body, target).not.toContain(SECRET);
      }
    } finally {
      rmSync(path.join(site, 'headers-copy.txt'));
    }
  });
});

describe('files that change while the server runs', () => {
  it('answers a file deleted after the server started with 404, and goes on serving', async () => {
    writeSiteFile(site, 'articles/gone/index.html', page('Gone soon'));
    writeSiteFile(site, 'gone.json', '{"here":true}');
    const running = await startServe({ outDir: site });
    try {
      rmSync(path.join(site, 'articles'), { recursive: true });
      rmSync(path.join(site, 'gone.json'));
      for (const target of ['/articles/gone/', '/gone.json']) {
        const response = await rawRequest(running.baseURL, target).catch((error: Error) => error);
        expect(response instanceof Error ? response.message : response.status, target).toBe(404);
      }
      expect((await rawRequest(running.baseURL, '/')).status, running.output()).toBe(200);
    } finally {
      await running.stop();
    }
  });

  it('ends only that connection when a read fails after the headers went out', async () => {
    writeSiteFile(site, 'unreadable.txt', 'x'.repeat(4096));
    const restoreReads = injectFailingReads();
    const running = await startServe({ outDir: site });
    try {
      const broken = await rawRequest(running.baseURL, '/unreadable.txt').catch((error: Error) => error);
      // The client sees the answer cut short (never a complete 200 of the wrong length).
      expect(broken instanceof Error ? broken.message : `complete ${broken.status}`).toMatch(
        /aborted|socket hang up|ECONNRESET/,
      );
      expect((await rawRequest(running.baseURL, '/')).status).toBe(200);
      expect(running.output()).toContain('reading unreadable.txt failed: EIO');
    } finally {
      restoreReads();
      await running.stop();
      rmSync(path.join(site, 'unreadable.txt'));
    }
  });

  it('closes the file and logs nothing when the reader left while the server opened it', async () => {
    writeSiteFile(site, 'gone-reader.txt', 'x'.repeat(4096));
    writeSiteFile(site, 'gone-reader.txt.gz', 'y'.repeat(512));
    const held = holdOpens('gone-reader.txt.gz');
    const running = await startServe({ outDir: site });
    try {
      const reader = connect(Number(new URL(running.baseURL).port), '127.0.0.1');
      reader.on('error', () => undefined);
      reader.write('GET /gone-reader.txt HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip\r\n\r\n');
      // The server has the file open and is opening its gzip twin when the reader leaves.
      await held.requested;
      reader.destroy();
      await new Promise((resolve) => setTimeout(resolve, 200));
      held.release();
      const deadline = Date.now() + 2000;
      while (held.handles.some((handle) => handle.fd !== -1) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(held.handles.length).toBeGreaterThanOrEqual(2);
      expect(
        held.handles.map((handle) => handle.fd),
        'every file the server opened is closed',
      ).toEqual(held.handles.map(() => -1));
      expect(running.output()).toBe('');
      expect((await rawRequest(running.baseURL, '/')).status).toBe(200);
    } finally {
      held.restore();
      await running.stop();
      rmSync(path.join(site, 'gone-reader.txt'));
      rmSync(path.join(site, 'gone-reader.txt.gz'));
    }
  });

  it('serves a file added after the server started, with its current length', async () => {
    writeSiteFile(site, 'late.json', '{"v":1}');
    try {
      expect((await get('/late.json')).body).toBe('{"v":1}');
      writeSiteFile(site, 'late.json', '{"v":"longer now"}');
      const response = await get('/late.json');
      expect(response.body).toBe('{"v":"longer now"}');
      expect(response.headers['content-length']).toBe('18');
    } finally {
      rmSync(path.join(site, 'late.json'));
    }
  });

  it('refuses a FIFO at once instead of waiting for a writer', async () => {
    const fifo = path.join(site, 'pipe.json');
    execFileSync('mkfifo', [fifo]);
    const running = await startServe({ outDir: site });
    try {
      // More than libuv's four file-system threads: a blocking open would hold them all.
      for (let attempt = 0; attempt < 6; attempt++) {
        const response = await rawRequest(running.baseURL, '/pipe.json', { timeoutMs: 3_000 }).catch(
          (error: Error) => error,
        );
        expect(response instanceof Error ? response.message : response.status, `attempt ${attempt}`).toBe(404);
      }
      expect((await rawRequest(running.baseURL, '/')).status).toBe(200);
    } finally {
      await running.stop();
      rmSync(fifo);
    }
  });

  it('serves an empty file, answers HEAD without a body, and 304 to its ETag', async () => {
    const empty = await get('/empty.txt');
    expect([empty.status, empty.body, empty.headers['content-length']]).toEqual([200, '', '0']);
    const head = await get('/authors/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(SITE['authors/index.html']!));
    const again = await get('/authors/', { headers: { 'If-None-Match': head.headers.etag! } });
    expect(again.status).toBe(304);
    expect(again.headers['content-security-policy']).toBe(head.headers['content-security-policy']);
  });

  it('answers other methods with 405 and reads no body', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await get('/app-data.json', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.headers['content-security-policy'], method).toBe(contentSecurityPolicy());
      expect(response.headers['x-content-type-options'], method).toBe('nosniff');
    }
  });
});

/**
 * Sends `head` (request line and headers, no body) on a raw socket and waits up to `ms` for the
 * server to answer and close: what it sent, and whether it closed in time.
 */
function sendHeadOnly(head: string, ms = 3_000): Promise<{ answer: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(serve.baseURL).port), '127.0.0.1');
    let answer = '';
    const done = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, closed });
    };
    const timer = setTimeout(() => done(false), ms);
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => done(true));
    socket.write(`${head.split('\n').join('\r\n')}\r\n\r\n`);
  });
}

describe('a request that announces a body', () => {
  const huge = 'Content-Length: 209715200';
  it.each([
    ['POST to a host file', `POST /_headers HTTP/1.1\nHost: a\n${huge}`, 405],
    ['POST to a malformed path', `POST /%ff HTTP/1.1\nHost: a\n${huge}`, 405],
    ['POST to the proxy', `POST /__third-party-proxy?url=x HTTP/1.1\nHost: a\n${huge}`, 405],
    ['PUT to a page', `PUT /authors/ HTTP/1.1\nHost: a\n${huge}`, 405],
    ['GET of a page with a body', `GET /authors/ HTTP/1.1\nHost: a\n${huge}`, 413],
    ['GET of a host file with a body', `GET /_headers HTTP/1.1\nHost: a\nContent-Length: 10`, 413],
    ['GET of a malformed path, chunked', `GET /%ff HTTP/1.1\nHost: a\nTransfer-Encoding: chunked`, 413],
    ['HEAD with a body', `HEAD / HTTP/1.1\nHost: a\n${huge}`, 413],
  ])('is refused and closed at once, its body unread: %s', async (_, head, status) => {
    const started = Date.now();
    const { answer, closed } = await sendHeadOnly(head);
    expect(answer.split('\r\n')[0]).toBe(
      `HTTP/1.1 ${status} ${status === 405 ? 'Method Not Allowed' : 'Payload Too Large'}`,
    );
    expect(answer.toLowerCase()).toContain('\r\nconnection: close\r\n');
    expect(answer).not.toContain(SECRET);
    expect(closed, `closed within 3 s (took ${Date.now() - started} ms)`).toBe(true);
  });

  it('gets no 100 Continue for a body it would refuse', async () => {
    const { answer, closed } = await sendHeadOnly(`GET / HTTP/1.1\nHost: a\nExpect: 100-continue\n${huge}`);
    expect(answer).not.toContain('100 Continue');
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(closed).toBe(true);
  });

  it('keeps the connection of a request with Content-Length: 0', async () => {
    const { answer, closed } = await sendHeadOnly('GET /authors/ HTTP/1.1\nHost: a\nContent-Length: 0', 500);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(closed).toBe(false);
  });
});

describe('the trailing-slash redirect', () => {
  it('leads only to a page that exists, on this origin, keeping the query', async () => {
    const cases: [string, string][] = [
      ['/terms', '/terms/'],
      ['/terms?from=menu', '/terms/?from=menu'],
      ['/.//terms', '/terms/'],
      ['//terms', '/terms/'],
      ['/x/..//terms', '/terms/'],
      ['/%74erms', '/terms/'],
      ['//evil.example/terms', '/evil.example/terms/'],
      ['/.//evil.example/terms', '/evil.example/terms/'],
      ['/a%20b', '/a%20b/'],
      ['/a%20b?x=1', '/a%20b/?x=1'],
    ];
    for (const [target, location] of cases) {
      const response = await get(target);
      expect([response.status, response.headers.location], target).toEqual([308, location]);
    }
  });

  it('never sends a Location for an address without a page', async () => {
    const targets = [
      '/.//evil',
      '/.//evil/x',
      '/x/..//evil.example/y',
      '/%2F%2Fevil.example/x',
      '/%5Cevil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '/./\\evil.example',
      '//evil.example',
      '/no-such-page',
      '/terms/index',
      '/404',
    ];
    for (const target of targets) {
      const response = await get(target);
      expect([response.status, response.headers.location], target).toEqual([404, undefined]);
    }
  });
});

describe('the redirect of an old address (out/_redirects)', () => {
  it('answers 301 to the new address, with or without the trailing slash, keeping the query', async () => {
    const cases: [string, string][] = [
      ['/guides/old-slug/', '/terms/'],
      ['/guides/old-slug', '/terms/'],
      ['/guides/old-slug/?utm_source=x&a=1', '/terms/?utm_source=x&a=1'],
      ['/guides/old-slug?ref=menu', '/terms/?ref=menu'],
      ['//guides/./old-slug/', '/terms/'],
      ['/guides/%6Fld-slug/', '/terms/'],
      ['http://any-host/guides/old-slug/', '/terms/'],
    ];
    for (const [target, location] of cases) {
      for (const method of ['GET', 'HEAD']) {
        const response = await get(target, { method });
        expect([response.status, response.headers.location, response.body], `${method} ${target}`).toEqual([
          301,
          location,
          '',
        ]);
        expect(response.headers['content-security-policy'], target).toBe(contentSecurityPolicy());
        expect(response.headers['cache-control'], target).toBe('no-cache');
      }
    }
  });

  it('leaves the page at the old address to be asked for by its file name, and nothing under it moves', async () => {
    expect((await get('/guides/old-slug/index.html')).status).toBe(200);
    expect((await get('/guides/old-slug/more/')).status).toBe(404);
    expect((await get('/guides/')).status).toBe(404);
  });

  it('refuses other methods before any redirect', async () => {
    expect((await get('/guides/old-slug/', { method: 'POST' })).status).toBe(405);
  });
});

const COMPARED = PARITY_HEADERS;

const ADDRESSES = [
  '/',
  '/index.html',
  '/authors/',
  '/authors/index.html',
  '/authors/index/',
  '/authors/index',
  '/authors',
  '/authors?ref=menu',
  '/no-such-page/',
  '/404.html',
  '/500/',
  '/app-data.json',
  '/page-data/sq/d/0123456789abcdef.json',
  '/_next/static/chunks/app-0a1b2c.js',
  '/logo.svg',
  '/sw.js',
  '/_headers',
  '/_redirects',
  '/guides/old-slug/',
  '/guides/old-slug',
  '/guides/old-slug?ref=menu',
  '/guides/old-slug/index.html',
];

/** The compared part of a response. A redirect's type is left out: nginx writes a small HTML body, npm start's server none. */
function compared(response: RawResponse): Record<string, string | number | undefined> {
  const names =
    response.status === 301 || response.status === 308 ? COMPARED.filter((name) => name !== 'content-type') : COMPARED;
  return Object.fromEntries([['status', response.status], ...names.map((name) => [name, response.headers[name]])]);
}

describe("every address's headers", () => {
  it('give each page its own policy at every address that serves it, and everything else the default', async () => {
    const authors = contentSecurityPolicy(await inlineSources(SITE['authors/index.html']!));
    const notFound = contentSecurityPolicy(await inlineSources(SITE['404.html']!));
    const expected: [string, number, string][] = [
      ['/authors/', 200, authors],
      ['/authors/index.html', 200, authors],
      ['/authors/./', 200, authors],
      ['/authors/index/', 404, notFound],
      ['/no-such-page/', 404, notFound],
      ['/_headers', 404, notFound],
      ['/authors', 308, contentSecurityPolicy()],
      ['/app-data.json', 200, contentSecurityPolicy()],
      ['/logo.svg', 200, contentSecurityPolicy()],
    ];
    for (const [target, status, policy] of expected) {
      const response = await get(target);
      expect(response.status, target).toBe(status);
      expect(response.headers['content-security-policy'], target).toBe(policy);
      expect(response.headers['x-frame-options'], target).toBe('DENY');
    }
  });

  const hasNginx = nginxAvailable();
  if (!hasNginx && process.env.CI) throw new Error("nginx is not installed: .ci/run installs Debian's nginx");

  describe.skipIf(!hasNginx)('compared with nginx running the generated configuration', () => {
    let nginx: RunningNginx;

    beforeAll(async () => {
      nginx = await startNginx({
        outDir: site,
        configDir: path.resolve('deploy/nginx'),
        generated: { thirdPartyAllowlist: [] },
      });
    }, 30_000);

    afterAll(async () => {
      await nginx?.stop();
    });

    it('are equal header by header', async () => {
      for (const target of ADDRESSES) {
        const [fromNginx, fromServe] = await Promise.all([rawRequest(nginx.baseURL, target), get(target)]);
        expect(compared(fromServe), target).toEqual(compared(fromNginx));
      }
    });

    it('and every spelling of a host file is a 404 on both', async () => {
      // nginx matches host files by exact location, so it serves a compressed twin where one
      // exists (docs/security.md, "Threat model"): the one variant left out here.
      for (const target of HOST_FILES.flatMap(hostFileVariants).filter((variant) => !variant.endsWith('.gz'))) {
        const [fromNginx, fromServe] = await Promise.all([rawRequest(nginx.baseURL, target), get(target)]);
        expect([fromNginx.status, fromServe.status], target).toEqual([404, 404]);
      }
    });
  });
});
