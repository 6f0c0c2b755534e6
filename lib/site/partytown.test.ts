import { describe, expect, it } from 'vitest';

import { partytownHeadSnippet, resolveThroughProxy } from './partytown.ts';

const TAG = 'https://www.googletagmanager.com/gtag/js?id=G-TEST';
const location = new URL('https://www.example.com/articles/x/') as unknown as Location;

describe('partytownHeadSnippet', () => {
  it('is nothing at all for a site without third-party scripts', () => {
    expect(partytownHeadSnippet({ thirdPartyScripts: [] })).toBeUndefined();
  });

  it('configures the library path, the 10 s main-thread fallback, the forwarded globals and the proxy hook', () => {
    const snippet = partytownHeadSnippet({
      thirdPartyScripts: [
        {
          src: TAG,
          name: 'Analytics',
          receives: 'the page address',
          purpose: 'analytics',
          storesDataIn: 'US',
          forward: ['dataLayer.push'],
        },
      ],
    })!;
    expect(snippet).toContain('"lib":"/~partytown/"');
    expect(snippet).toContain('"fallbackTimeout":10000');
    expect(snippet).toContain('["dataLayer.push"]');
    expect(snippet).toContain('/__third-party-proxy?url=');
  });
});

describe('resolveThroughProxy', () => {
  it('sends a third-party script through the proxy, its URL encoded as the allowlist expects', () => {
    expect(resolveThroughProxy(new URL(TAG), location, 'script')?.href).toBe(
      `https://www.example.com/__third-party-proxy?url=${encodeURIComponent(TAG)}`,
    );
  });

  it("leaves the site's own files and requests other than scripts alone", () => {
    expect(resolveThroughProxy(new URL('https://www.example.com/a.js'), location, 'script')).toBeUndefined();
    expect(resolveThroughProxy(new URL('https://stats.example/collect'), location, 'fetch')).toBeUndefined();
  });

  it('works when rebuilt from its text, as Partytown does inside its worker', () => {
    const rebuilt = new Function(`return ${String(resolveThroughProxy)}`)() as typeof resolveThroughProxy;
    expect(rebuilt(new URL(TAG), location, 'script')?.href).toBe(
      resolveThroughProxy(new URL(TAG), location, 'script')?.href,
    );
  });
});
