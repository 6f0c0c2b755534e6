import { describe, expect, it } from 'vitest';

import { mediaTypes } from '../../hosting/content-type.ts';
import { inlineSources } from './inline-sources.ts';
import { renderNginxIncludes } from './nginx-config.ts';
import { contentSecurityPolicy, SECURITY_HEADERS } from '../../hosting/security-headers.ts';
import { statusForUpstream } from '../../hosting/proxy-rules.ts';

const sources = await inlineSources('<script>boot()</script>');
const pages = [
  { file: 'authors/index.html', address: '/authors/', sources, contentSecurityPolicy: contentSecurityPolicy(sources) },
];
const render = (thirdPartyAllowlist: string[] = []) =>
  renderNginxIncludes({ pages, mediaTypes: mediaTypes(['index.txt']), thirdPartyAllowlist });

describe('renderNginxIncludes', () => {
  it("maps each page's file to its policy", () => {
    expect(render().get('maps.conf')).toContain(`"/authors/index.html" "${pages[0]?.contentSecurityPolicy}";`);
  });

  it('adds every security header on every status, Cache-Control included', () => {
    const headers = render().get('response-headers.conf') ?? '';
    for (const [name] of SECURITY_HEADERS) expect(headers).toMatch(new RegExp(`^add_header ${name} .* always;$`, 'm'));
    expect(headers).toContain('add_header Content-Security-Policy $idn_content_security_policy always;');
    expect(headers).toContain('add_header Cache-Control $idn_cache_control always;');
  });

  it('sends .txt as UTF-8 text and gzips it', () => {
    const types = render().get('types.conf') ?? '';
    expect(types).toMatch(/^ {4}text\/plain txt;$/m);
    expect(types).toMatch(/^charset_types .*text\/plain/m);
    expect(types).toMatch(/^gzip_types .*text\/plain/m);
  });

  it('maps only allowlisted proxy parameters to a URL, and nothing by default', () => {
    expect(render().get('maps.conf')).toMatch(/map \$arg_url \$idn_third_party_url \{\n {4}default "";\n\}/);
    const maps = render(['https://a.example/x.js']).get('maps.conf') ?? '';
    expect(maps).toContain('"https%3A%2F%2Fa.example%2Fx.js" "https://a.example/x.js";');
  });

  it('sizes the map hash for the longest key', () => {
    const longPage = { ...pages[0]!, file: `articles/${'a'.repeat(300)}/index.html` };
    const maps =
      renderNginxIncludes({ pages: [longPage], mediaTypes: [], thirdPartyAllowlist: [] }).get('maps.conf') ?? '';
    expect(maps).toContain('map_hash_bucket_size 512;');
  });

  describe("the proxy's fetch (third-party-proxy.conf)", () => {
    const proxy = () => render().get('third-party-proxy.conf') ?? '';

    it('hides the headers a browser acts on, never the validators or Content-Length', () => {
      const hidden = [...proxy().matchAll(/^proxy_hide_header (\S+);$/gm)].map((match) => match[1]!.toLowerCase());
      for (const name of ['service-worker-allowed', 'clear-site-data', 'set-cookie', 'link', 'alt-svc', 'content-type'])
        expect(hidden, name).toContain(name);
      for (const name of ['etag', 'last-modified', 'content-length']) expect(hidden, name).not.toContain(name);
    });

    it('gives every status error_page takes the status the Node proxy gives it', () => {
      const answers = new Map<number, string>();
      for (const [, statuses, answer, page] of proxy().matchAll(/^error_page ([\d ]+) =(\d+) (\S+);$/gm))
        for (const status of statuses!.split(' ')) answers.set(Number(status), `${answer} ${page}`);
      for (let status = 300; status <= 599; status += 1) {
        if (status === 499) continue;
        const expected = statusForUpstream(status);
        expect(answers.get(status), String(status)).toBe(
          `${expected} ${expected === 404 ? '/404.html' : '/500/index.html'}`,
        );
      }
    });

    it('answers JavaScript with the security headers and a short Cache-Control', () => {
      for (const [name] of SECURITY_HEADERS)
        expect(proxy()).toMatch(new RegExp(`^add_header ${name} .* always;$`, 'm'));
      expect(proxy()).toContain('add_header Content-Type "text/javascript; charset=utf-8" always;');
      expect(proxy()).toContain('add_header Cache-Control $idn_third_party_cache_control always;');
      expect(render().get('maps.conf')).toMatch(/default "public, max-age=300";\n {4}"1" "no-store";/);
    });

    it('refuses a service worker install, any destination but empty, script and worker, and cross-site', () => {
      const maps = render().get('maps.conf') ?? '';
      // Written out, not derived from the constants: a change to either list must show here.
      const served = ['', 'empty', 'script', 'worker'].flatMap((destination) =>
        ['', 'same-origin', 'same-site', 'none'].map((site) => `    "|${destination}|${site}" "";`),
      );
      expect(maps).toContain(
        [
          'map "$http_service_worker|$http_sec_fetch_dest|$http_sec_fetch_site" $idn_third_party_refused {',
          '    default "1";',
          ...served,
          '}',
        ].join('\n'),
      );
      expect(maps).not.toMatch(/"[^"\n]*\|cross-site" ""/);
    });
  });
});
