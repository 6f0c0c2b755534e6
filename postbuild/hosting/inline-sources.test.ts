import { describe, expect, it } from 'vitest';

import { cspHash, inlineSources } from './inline-sources.ts';

/**
 * The expected sources, computed apart from the code under test, with OpenSSL:
 * `printf '%s' TEXT | openssl dgst -sha256 -binary | openssl base64 -A`. A browser compares
 * the same digest of the script's text, so a hash that differs here is a script it blocks.
 */
const HASHES: Record<string, string> = {
  'a()': 'qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=',
  'mine()': 'QXxpu54YpA43T7+5Jah+DcfQJ/oA7xkSYpaa+TBFnkI=',
  'b()': 'cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc=',
  'c()': 'uv6BXxguRKhBqgeOtcyTvppA2Vttceh37dUo7xwS8Ug=',
  't()': 'Ah+cA2gD4IuvO5KBsnMU4+J+XQcwZf4eDap4aP/c/PQ=',
  é: 'SplVfkAzw1Od4utlRyAXytX5VX96BiWgnxw/biumnEw=',
  'p{color:red}': 'p0bF+un5yUb9MBO6xRb8kPHlY2BdpHVtLiFkDrZPF64=',
  'if (a &amp;&amp; b) {}\nx()': '+9Lc2Ot3c/Q3FB+oInmgz4CRWwEP3pPDaZ2++CFsbF4=',
  '\n  run()\n': 'n70kDLiI7xto2L8E2mYfhBOZvIqtOhzAvITUbPNMSPE=',
  '\tgo();  ': '71MSqKgtfqGyh5lY/N1bUoocRO2n59OnBIXgNt4Bw2M=',
};
const sha256 = (text: string) => {
  const digest = HASHES[text];
  if (digest === undefined) throw new Error(`no expected hash for ${JSON.stringify(text)}; compute one with OpenSSL`);
  return `'sha256-${digest}'`;
};

describe('cspHash', () => {
  it('is the base64 sha256 of the UTF-8 text, quoted as a CSP source', () => {
    expect(cspHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(cspHash('é')).toBe(sha256('é'));
  });
});

describe('inlineSources', () => {
  it('hashes scripts without a type, with a JavaScript type and modules', async () => {
    const html =
      '<script data-site-script>a()</script><script data-site-script type="text/javascript">b()</script><script data-site-script type="module">c()</script>';
    expect((await inlineSources(html)).scriptHashes).toEqual([sha256('a()'), sha256('b()'), sha256('c()')]);
  });

  it('skips data blocks, external scripts and empty scripts', async () => {
    const html =
      '<script data-site-script type="application/ld+json">{"@type":"Article"}</script><script data-site-script src="/x.js"></script><script data-site-script></script>';
    expect((await inlineSources(html)).scriptHashes).toEqual([]);
  });

  it('hashes the text the browser runs: raw, entities not decoded, CRLF normalised to LF', async () => {
    const html = '<script data-site-script>if (a &amp;&amp; b) {}\r\nx()</script>';
    expect((await inlineSources(html)).scriptHashes).toEqual([sha256('if (a &amp;&amp; b) {}\nx()')]);
  });

  it('hashes the text as written, whitespace around it included', async () => {
    const html =
      '<script data-site-script>\n  run()\n</script><script data-site-script type="Module">\tgo();  </script>';
    expect((await inlineSources(html)).scriptHashes).toEqual([sha256('\n  run()\n'), sha256('\tgo();  ')]);
  });

  it('reads the type attribute without regard to case or surrounding spaces', async () => {
    const html =
      '<script data-site-script type=" TEXT/JavaScript ">a()</script><script data-site-script type="MODULE">b()</script>';
    expect((await inlineSources(html)).scriptHashes).toEqual([sha256('a()'), sha256('b()')]);
  });

  it('lists a repeated script once', async () => {
    expect(
      (await inlineSources('<script data-site-script>a()</script><p></p><script data-site-script>a()</script>'))
        .scriptHashes,
    ).toHaveLength(1);
  });

  it('hashes <style> elements and notices style attributes', async () => {
    const sources = await inlineSources('<style>p{color:red}</style><p style="margin:0">x</p>');
    expect(sources.styleHashes).toEqual([sha256('p{color:red}')]);
    expect(sources.hasStyleAttributes).toBe(true);
  });

  it("hashes only the scripts the site marked as its own, and lists the others' start", async () => {
    const html =
      '<script data-site-script>mine()</script><script>self.__next_f.push([1,"a long payload that goes on and on"])</script>' +
      '<script type="module">  injected(\n1)</script><script></script>';
    const sources = await inlineSources(html);
    expect(sources.scriptHashes).toEqual([sha256('mine()')]);
    expect(sources.unmarkedScripts).toEqual([
      '<script>self.__next_f.push([1,"a long payload th…',
      '<script>injected( 1)',
    ]);
  });

  it("hashes a copied library page's scripts without the mark (Partytown's sandbox)", async () => {
    const sources = await inlineSources('<script>a()</script>', { library: true });
    expect(sources.scriptHashes).toEqual([sha256('a()')]);
    expect(sources.unmarkedScripts).toEqual([]);
  });

  it('reports inline event handlers and javascript: links, which no hash allows', async () => {
    const sources = await inlineSources('<button onclick="go()">x</button><a href="javascript:void 0">y</a>');
    expect(sources.blockedInlineCode).toEqual(['<button onclick>', '<a href="javascript:…">']);
  });

  it('finds scripts inside <template> content', async () => {
    expect((await inlineSources('<template><script data-site-script>t()</script></template>')).scriptHashes).toEqual([
      sha256('t()'),
    ]);
  });

  it('lists the src of Partytown scripts, which the browser does not run itself, and hashes none of them', async () => {
    const sources = await inlineSources(
      '<script data-site-script type="text/partytown" data-src="https://a.example/t.js?id=1"></script><script data-site-script type="text/partytown">inline()</script><script data-site-script src="/x.js"></script>',
    );
    expect(sources.offMainThreadScripts).toEqual(['https://a.example/t.js?id=1']);
    expect(sources.scriptHashes).toEqual([]);
  });
});
