import { describe, expect, it } from 'vitest';

import { mediaTypes } from './content-type';
import { inlineSources } from './inline-sources';
import { renderNginxIncludes } from './nginx-config';
import { contentSecurityPolicy, SECURITY_HEADERS } from './security-headers';

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
});
