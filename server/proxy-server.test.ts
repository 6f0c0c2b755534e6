import { rmSync } from 'node:fs';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { BUILD_RECORD_FILE, HOST_FILES } from './host-files.mjs';
import { ALLOWLIST_FILE, allowlistedTarget, readAllowlist } from './proxy-server.mjs';
import { startHttpsUpstream, type HttpsUpstream } from '../tests/support/hosting/https-upstream';
import { startServe, type RunningServe } from '../tests/support/hosting/serve-process';
import { writeSiteFolder } from '../tests/support/hosting/site-folder';
import { proxyAddress } from './third-party-proxy';

const ALLOWED = 'https://cdn.example/tag.js?id=G-1&v=2';

describe('allowlistedTarget', () => {
  it('gives the allowlisted URL a request names exactly, encoded as encodeURIComponent writes it', () => {
    expect(allowlistedTarget(proxyAddress(ALLOWED), [ALLOWED])).toBe(ALLOWED);
  });

  it('refuses everything else', () => {
    const refused = [
      '/__third-party-proxy',
      '/__third-party-proxy?url=',
      `/__third-party-proxy?url=${encodeURIComponent(ALLOWED)}&extra=1`,
      `/__third-party-proxy?url=${encodeURIComponent(`${ALLOWED}&x=1`)}`,
      `/__third-party-proxy?url=${encodeURIComponent(ALLOWED.replace('https:', 'http:'))}`,
      `/__third-party-proxy?url=${encodeURIComponent(ALLOWED)}&url=${encodeURIComponent(ALLOWED)}`,
      `/__third-party-proxy/?url=${encodeURIComponent(ALLOWED)}`,
      `/elsewhere?url=${encodeURIComponent(ALLOWED)}`,
      '/__third-party-proxy?url=%E0%A4%A',
      // Unencoded, the allowlisted URL's own & splits it into two parameters.
      `/__third-party-proxy?url=${ALLOWED}`,
    ];
    for (const target of refused) expect(allowlistedTarget(target, [ALLOWED]), target).toBeNull();
  });

  it('allows nothing when the list is empty', () => {
    expect(allowlistedTarget(proxyAddress(ALLOWED), [])).toBeNull();
  });
});

describe('readAllowlist', () => {
  it('is empty without the file and reads the list the build wrote', () => {
    const dir = writeSiteFolder({ 'index.html': '' });
    expect(readAllowlist(dir)).toEqual([]);
    const withList = writeSiteFolder({ [ALLOWLIST_FILE]: JSON.stringify([ALLOWED]) });
    expect(readAllowlist(withList)).toEqual([ALLOWED]);
    expect(() => readAllowlist(writeSiteFolder({ [ALLOWLIST_FILE]: '["http://a.example/x.js"]' }))).toThrow(
      'expected a JSON list of https URLs',
    );
    rmSync(dir, { recursive: true, force: true });
    rmSync(withList, { recursive: true, force: true });
  });
});

describe('the third-party proxy of `npm start` (server/serve.mjs over HTTP)', () => {
  let upstream: HttpsUpstream;
  let serve: RunningServe;
  let site: string;
  let allowedScript: string;
  let movedScript: string;
  const get = (target: string, init?: RequestInit) =>
    fetch(`${serve.baseURL}${target}`, { redirect: 'manual', ...init });

  beforeAll(async () => {
    upstream = await startHttpsUpstream((url, res) => {
      if (url.startsWith('/moved.js')) {
        res.writeHead(302, { Location: `/tag.js?id=G-1&v=2` }).end();
        return;
      }
      if (url === '/tag.js?id=G-1&v=2') {
        res.writeHead(200, { 'Content-Type': 'text/html', 'Set-Cookie': 'tracker=1; Path=/' });
        res.end('document.documentElement.dataset.thirdParty = "ran";');
        return;
      }
      res.writeHead(404).end();
    });
    allowedScript = `${upstream.origin}/tag.js?id=G-1&v=2`;
    movedScript = `${upstream.origin}/moved.js`;
    site = writeSiteFolder({
      'index.html': '<!DOCTYPE html><title>Home</title>',
      '404.html': '<!DOCTYPE html><title>Page not found</title>',
      '500/index.html': '<!DOCTYPE html><title>Something went wrong</title>',
      _headers: "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n",
      [ALLOWLIST_FILE]: JSON.stringify([allowedScript, movedScript]),
      [BUILD_RECORD_FILE]: '{"version":1,"siteId":"testsite","buildHash":"abc"}',
    });
    // The upstream's throwaway certificate is trusted the way an operator adds a CA: nothing in
    // the server turns certificate checks off.
    serve = await startServe({ outDir: site, env: { NODE_EXTRA_CA_CERTS: upstream.certificateFile } });
  }, 30_000);

  afterAll(async () => {
    await serve?.stop();
    await upstream?.stop();
    if (site) rmSync(site, { recursive: true, force: true });
  });

  beforeEach(() => {
    upstream.requests.length = 0;
  });

  it("serves an allowlisted script as JavaScript, without the reader's cookies and without the upstream's", async () => {
    const response = await get(proxyAddress(allowedScript), {
      headers: { Cookie: 'session=secret', Authorization: 'Bearer secret', Referer: 'https://reader.example/page' },
    });
    expect(response.status, serve.output()).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('document.documentElement.dataset.thirdParty = "ran";');
    expect(upstream.requests).toHaveLength(1);
    const sent = upstream.requests[0]!;
    expect(sent.url).toBe('/tag.js?id=G-1&v=2');
    expect(sent.headers.cookie).toBeUndefined();
    expect(sent.headers.authorization).toBeUndefined();
    expect(sent.headers.referer).toBeUndefined();
  });

  it('answers 404, asking no one, for a URL off the list, a non-https URL, extra query text, or a malformed or missing url', async () => {
    const refused = [
      proxyAddress(`${upstream.origin}/other.js`),
      proxyAddress(allowedScript.replace('https:', 'http:')),
      proxyAddress(`${allowedScript}&extra=1`),
      `${proxyAddress(allowedScript)}&extra=1`,
      `/__third-party-proxy?url=${allowedScript}`,
      '/__third-party-proxy?url=%E0%A4%A',
      '/__third-party-proxy?url=',
      '/__third-party-proxy',
    ];
    for (const target of refused) {
      const response = await get(target);
      expect(response.status, target).toBe(404);
      expect(response.headers.get('content-type'), target).toBe('text/html; charset=utf-8');
    }
    expect((await get(proxyAddress(allowedScript), { method: 'POST' })).status).toBe(404);
    expect(upstream.requests).toEqual([]);
  });

  it('follows no redirect: an allowlisted URL that redirects answers 404', async () => {
    const response = await get(proxyAddress(movedScript));
    expect(response.status).toBe(404);
    expect(upstream.requests.map((request) => request.url)).toEqual(['/moved.js']);
  });

  it('does not serve the files for hosts: its allowlist, the headers file, the build record', async () => {
    for (const file of HOST_FILES) expect((await get(`/${file}`)).status, file).toBe(404);
  });
});
