import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { cspHash, inlineSources } from './inline-sources';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('cspHash', () => {
  it('is the base64 sha256 of the UTF-8 text, quoted as a CSP source', () => {
    expect(cspHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
    expect(cspHash('é')).toBe(sha256('é'));
  });
});

describe('inlineSources', () => {
  it('hashes scripts without a type, with a JavaScript type and modules', async () => {
    const html = '<script>a()</script><script type="text/javascript">b()</script><script type="module">c()</script>';
    expect((await inlineSources(html)).scriptHashes).toEqual([sha256('a()'), sha256('b()'), sha256('c()')]);
  });

  it('skips data blocks, external scripts and empty scripts', async () => {
    const html = '<script type="application/ld+json">{"@type":"Article"}</script><script src="/x.js"></script><script></script>';
    expect((await inlineSources(html)).scriptHashes).toEqual([]);
  });

  it('hashes the text the browser runs: raw, entities not decoded, CRLF normalised to LF', async () => {
    const html = '<script>if (a &amp;&amp; b) {}\r\nx()</script>';
    expect((await inlineSources(html)).scriptHashes).toEqual([sha256('if (a &amp;&amp; b) {}\nx()')]);
  });

  it('lists a repeated script once', async () => {
    expect((await inlineSources('<script>a()</script><p></p><script>a()</script>')).scriptHashes).toHaveLength(1);
  });

  it('hashes <style> elements and notices style attributes', async () => {
    const sources = await inlineSources('<style>p{color:red}</style><p style="margin:0">x</p>');
    expect(sources.styleHashes).toEqual([sha256('p{color:red}')]);
    expect(sources.hasStyleAttributes).toBe(true);
  });

  it('reports inline event handlers and javascript: links, which no hash allows', async () => {
    const sources = await inlineSources('<button onclick="go()">x</button><a href="javascript:void 0">y</a>');
    expect(sources.blockedInlineCode).toEqual(['<button onclick>', '<a href="javascript:…">']);
  });

  it('finds scripts inside <template> content', async () => {
    expect((await inlineSources('<template><script>t()</script></template>')).scriptHashes).toEqual([sha256('t()')]);
  });

  it('lists the src of Partytown scripts, which the browser does not run itself, and hashes none of them', async () => {
    const sources = await inlineSources(
      '<script type="text/partytown" src="https://a.example/t.js?id=1"></script><script type="text/partytown">inline()</script><script src="/x.js"></script>',
    );
    expect(sources.offMainThreadScripts).toEqual(['https://a.example/t.js?id=1']);
    expect(sources.scriptHashes).toEqual([]);
  });
});
