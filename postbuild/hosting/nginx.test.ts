// The shipped nginx configuration (deploy/nginx) run by Debian's nginx on 127.0.0.1 over a
// small site made here, so it runs before any build. tests/e2e/hosting.spec.ts does the same
// over the real out/ in Chromium.
import { rmSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { HOST_FILES } from '../../hosting/host-files.ts';
import { renderRedirectsFile } from '../../hosting/redirects-file.ts';
import { inlineSources } from './inline-sources.ts';
import { contentSecurityPolicy } from '../../hosting/security-headers.ts';
import { startHttpsUpstream, type HttpsUpstream } from '../../tests/support/hosting/https-upstream.ts';
import { freePort, nginxAvailable, startNginx, type RunningNginx } from '../../tests/support/hosting/nginx-server.ts';
import {
  SCRIPT_BODY,
  startScriptUpstream,
  UPSTREAM_ERROR_STATUSES,
  type ScriptUpstream,
} from '../../tests/support/hosting/script-upstream.ts';
import { writeSiteFolder } from '../../tests/support/hosting/site-folder.ts';
import { expectSiteErrorPage, proxyContract } from '../../tests/support/hosting/proxy-contract.ts';

const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1><script data-site-script>document.title += ' ✓'</script><script type="application/ld+json">{"@type":"WebPage"}</script></body></html>`;
const SITE: Record<string, string> = {
  'index.html': page('Home'),
  'authors/index.html': page('Authors'),
  '404.html': page('Page not found'),
  '500/index.html': page('Something went wrong'),
  'index.txt': '0:{"rsc":"payload"}\n'.repeat(40),
  'app-data.json': '{"buildHash":"abc"}',
  'page-data/sq/d/0123456789abcdef.json': '{"index":[]}',
  'page-data/authors/page-data.json': '{"path":"/authors/"}',
  '_next/static/chunks/app-0a1b2c.js': 'console.log("app");'.repeat(40),
  _headers: '/*\n  X-Ignored: yes\n',
  '_third-party-allowlist.json': '[]',
  '_build.json': '{"version":1,"siteId":"testsite","buildHash":"abc"}',
  '_file-hashes.json.gz': 'the deploy reads it',
  // An old address, with the page the build leaves there for hosts that read no redirects.
  _redirects: renderRedirectsFile([{ from: '/articles/old-slug/', to: '/authors/' }]),
  'articles/old-slug/index.html': page('Moved'),
};

const hasNginx = nginxAvailable();
if (!hasNginx && process.env.CI)
  throw new Error("nginx is not installed: .ci/run installs Debian's nginx for these tests");

describe.skipIf(!hasNginx)('the nginx configuration in deploy/nginx', () => {
  let site: string;
  let nginx: RunningNginx;
  let upstream: HttpsUpstream;
  const get = (pathname: string, init?: RequestInit) =>
    fetch(`${nginx.baseURL}${pathname}`, { redirect: 'manual', ...init });

  beforeAll(async () => {
    site = writeSiteFolder(SITE);
    upstream = await startHttpsUpstream((url, res) => {
      if (url.startsWith('/moved.js')) {
        res.writeHead(302, { Location: 'https://elsewhere.example/x.js' }).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/html', 'Set-Cookie': 'tracker=1', 'X-Accel-Redirect': '/index.html' });
      res.end('console.log("third party");');
    });
    nginx = await startNginx({
      outDir: site,
      configDir: path.resolve('deploy/nginx'),
      generated: { thirdPartyAllowlist: [`${upstream.origin}/tag.js?id=G-1&v=2`, `${upstream.origin}/moved.js`] },
      trustedCertificate: upstream.certificateFile,
      // Test-only locations: an internal error, and an upstream that refuses connections.
      extraServerConfig: `
        location = /__test/internal-error { include idn/generated/response-headers.conf; return 500; }
        location = /__test/upstream-down { include idn/generated/response-headers.conf; proxy_pass http://127.0.0.1:9; }`,
    });
  }, 30_000);

  afterAll(async () => {
    await nginx?.stop();
    await upstream?.stop();
    if (site) rmSync(site, { recursive: true, force: true });
  });

  it('serves a page with every security header and the policy of its own inline script', async () => {
    const response = await get('/authors/');
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain((await inlineSources(SITE['authors/index.html']!)).scriptHashes[0]);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('clipboard-write=(self)');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps hashed assets and static queries forever, revalidates the rest', async () => {
    expect((await get('/_next/static/chunks/app-0a1b2c.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/page-data/sq/d/0123456789abcdef.json')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const pathname of ['/', '/app-data.json', '/page-data/authors/page-data.json', '/index.txt']) {
      expect((await get(pathname)).headers.get('cache-control'), pathname).toBe('no-cache');
    }
  });

  it('sends the RSC payload as UTF-8 plain text, gzipped when asked', async () => {
    const response = await get('/index.txt', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes gzip itself; the header above is what a browser sees.
    expect(await response.text()).toBe(SITE['index.txt']);
  });

  it('puts the security headers on assets and data too', async () => {
    for (const pathname of ['/_next/static/chunks/app-0a1b2c.js', '/app-data.json']) {
      const response = await get(pathname);
      expect(response.headers.get('x-content-type-options'), pathname).toBe('nosniff');
      expect(response.headers.get('content-security-policy'), pathname).toMatch(
        /^default-src 'self'; script-src 'self';/,
      );
    }
  });

  it('redirects a page address without its trailing slash, keeping the query', async () => {
    const response = await get('/authors?ref=menu');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/authors/?ref=menu');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('redirects an old address to the new one (301), with and without its trailing slash, keeping the query', async () => {
    for (const [pathname, location] of [
      ['/articles/old-slug/', '/authors/'],
      ['/articles/old-slug', '/authors/'],
      ['/articles/old-slug/?utm_source=x&a=1', '/authors/?utm_source=x&a=1'],
      ['/articles/old-slug?ref=menu', '/authors/?ref=menu'],
      ['/articles//old-slug/', '/authors/'],
    ]) {
      const response = await get(pathname!);
      expect(response.status, pathname).toBe(301);
      expect(response.headers.get('location'), pathname).toBe(location);
      expect(response.headers.get('x-content-type-options'), pathname).toBe('nosniff');
      expect(response.headers.get('cache-control'), pathname).toBe('no-cache');
    }
    // Only the old address itself: a longer path under it is no redirect.
    expect((await get('/articles/old-slug/more/')).status).toBe(404);
  });

  it('never redirects to another host', async () => {
    for (const pathname of ['//evil.example', '/%5Cevil.example', '/%0d%0aSet-Cookie:a=b']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.headers.get('location'), pathname).toBeNull();
      expect(response.headers.get('set-cookie'), pathname).toBeNull();
    }
  });

  it('answers an unknown address with the 404 page, its status and its policy', async () => {
    for (const pathname of ['/no-such-page/', '/no-such-page', '/_next/static/chunks/gone.js']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).toContain('Page not found');
      expect(response.headers.get('content-security-policy'), pathname).toContain(
        (await inlineSources(SITE['404.html']!)).scriptHashes[0],
      );
    }
  });

  it('does not serve the files for hosts: the CDN headers file, the allowlist, the build record', async () => {
    for (const file of HOST_FILES) expect((await get(`/${file}`)).status, file).toBe(404);
  });

  it('answers an internal error and a failed upstream with the 500 page, keeping the status', async () => {
    for (const [pathname, status] of [
      ['/__test/internal-error', 500],
      ['/__test/upstream-down', 502],
    ] as const) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(status);
      expect(await response.text(), pathname).toContain('Something went wrong');
      expect(response.headers.get('strict-transport-security'), pathname).toBe('max-age=31536000; includeSubDomains');
    }
  });

  describe('/__third-party-proxy', () => {
    const proxied = (url: string, init?: RequestInit) =>
      get(`/__third-party-proxy?url=${encodeURIComponent(url)}`, init);

    it("forwards an allowlisted URL as JavaScript, without the reader's cookies or referrer", async () => {
      const response = await proxied(`${upstream.origin}/tag.js?id=G-1&v=2`, {
        headers: { Cookie: 'session=secret', Referer: 'https://www.oddsaces.com/' },
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('console.log("third party");');
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const forwarded = upstream.requests.at(-1);
      expect(forwarded?.url).toBe('/tag.js?id=G-1&v=2');
      expect(forwarded?.headers.cookie).toBeUndefined();
      expect(forwarded?.headers.referer).toBeUndefined();
    });

    it('answers 404 for any URL not on the allowlist, without asking anyone', async () => {
      const before = upstream.requests.length;
      for (const url of [
        `${upstream.origin}/other.js`,
        `${upstream.origin}/tag.js?id=G-1&v=2&x=1`,
        `http://127.0.0.1/tag.js`,
      ]) {
        const response = await proxied(url);
        expect(response.status, url).toBe(404);
        expect(await response.text(), url).toContain('Page not found');
      }
      expect((await get('/__third-party-proxy')).status).toBe(404);
      expect(upstream.requests.length).toBe(before);
    });

    it('follows no redirect', async () => {
      const response = await proxied(`${upstream.origin}/moved.js`);
      expect(response.status).toBe(404);
      expect(response.headers.get('location')).toBeNull();
    });

    it('refuses anything but GET and HEAD', async () => {
      for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
        const response = await proxied(`${upstream.origin}/tag.js?id=G-1&v=2`, { method });
        expect(response.status, method).toBe(405);
        expect(response.headers.get('allow'), method).toBe('GET, HEAD');
        expect(response.headers.get('x-content-type-options'), method).toBe('nosniff');
      }
    });
  });
});

describe.skipIf(!hasNginx)("nginx's /__third-party-proxy against a misbehaving upstream", () => {
  let site: string;
  let nginx: RunningNginx;
  let upstream: ScriptUpstream;
  let untrusted: HttpsUpstream;
  let closedPortURL: string;
  const proxied = (url: string, init?: RequestInit) =>
    fetch(`${nginx.baseURL}/__third-party-proxy?url=${encodeURIComponent(url)}`, { redirect: 'manual', ...init });
  const upstreamHits = (pathname: string) => upstream.requests.filter((request) => request.url === pathname).length;

  beforeAll(async () => {
    site = writeSiteFolder(SITE);
    upstream = await startScriptUpstream();
    // Its own throwaway certificate, which nginx is not told to trust: a TLS failure.
    untrusted = await startHttpsUpstream((_url, res) => res.end(SCRIPT_BODY));
    closedPortURL = `https://127.0.0.1:${await freePort()}/x.js`;
    const paths = [
      '/hostile.js',
      '/cached.js',
      '/no-store.js',
      '/no-cache.js',
      '/held.js',
      '/silent.js',
      ...UPSTREAM_ERROR_STATUSES.map((status) => `/status/${status}.js`),
    ];
    nginx = await startNginx({
      outDir: site,
      configDir: path.resolve('deploy/nginx'),
      generated: { thirdPartyAllowlist: [...paths.map(upstream.url), `${untrusted.origin}/x.js`, closedPortURL] },
      trustedCertificate: upstream.certificateFile,
    });
  }, 30_000);

  afterAll(async () => {
    await nginx?.stop();
    await upstream?.stop();
    await untrusted?.stop();
    if (site) rmSync(site, { recursive: true, force: true });
  });

  proxyContract(() => ({
    proxied,
    baseURL: nginx.baseURL,
    upstream,
    untrusted,
    closedPortURL,
    policy: contentSecurityPolicy(),
    // Stock nginx hides upstream headers by name only: a name nobody defines still passes, and
    // no browser acts on it. Every name a browser does act on is hidden.
    unknownHeadersPassed: ['x-made-up-header'],
    log: () => nginx.errorLog(),
  }));

  it('answers 504 when the upstream says nothing for 10 s', async () => {
    const started = Date.now();
    const response = await proxied(upstream.url('/silent.js'));
    expect(response.status).toBe(504);
    await expectSiteErrorPage(response, 'silent upstream');
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
  }, 30_000);

  it('sends one request upstream for many readers asking for the same script at once', async () => {
    const answers = Array.from({ length: 10 }, () =>
      proxied(upstream.url('/held.js')).then(async (response) => ({
        status: response.status,
        text: await response.text(),
      })),
    );
    await vi.waitFor(() => expect(upstream.heldCount()).toBe(1), { timeout: 5_000 });
    // Long enough for the other nine to reach nginx and wait on the first.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(upstream.heldCount()).toBe(1);
    upstream.releaseHeld();
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 10 }, () => ({ status: 200, text: SCRIPT_BODY })));
    expect(upstreamHits('/held.js')).toBe(1);
  }, 20_000);
});
