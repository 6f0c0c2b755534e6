import { linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { parseRedirectsFile, renderRedirectsFile } from '../../hosting/redirects-file.ts';
import { writeSiteFolder } from '../../tests/support/hosting/site-folder.ts';
import { inlineSources } from '../hosting/inline-sources.ts';
import { renderNginxRedirects } from '../hosting/nginx-redirects.ts';
import { takeStock } from '../export/out-in-place.ts';
import { redirectPagePaths, renderRedirectPage, writeRedirects } from './redirect-pages.ts';

const REDIRECTS = [
  { from: '/articles/kelly-criterion-explained/', to: '/articles/kelly-criterion-bet-sizing/' },
  { from: '/articles/poker-tells-myths/', to: '/' },
];
const ARTICLE = `<!DOCTYPE html><html lang="en"><head><title>Kelly &amp; Friends | Odds</title></head>
<body><main id="main"><h1>Kelly
  &amp; Friends</h1></main></body></html>`;

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

function builtSite(files: Record<string, string> = {}): string {
  folder = writeSiteFolder({
    'index.html': '<!DOCTYPE html><html><head><title>Home | Odds</title></head><body><h1>Odds</h1></body></html>',
    'articles/kelly-criterion-bet-sizing/index.html': ARTICLE,
    ...files,
  });
  return folder;
}

const write = (outDir: string) =>
  writeRedirects({ outDir, redirects: REDIRECTS, language: 'en', domain: 'https://www.oddsaces.com' });

describe('out/_redirects', () => {
  it('lists each old address with and without its trailing slash, the new address and 301', () => {
    expect(renderRedirectsFile(REDIRECTS).split('\n').slice(1)).toEqual([
      '/articles/kelly-criterion-explained/ /articles/kelly-criterion-bet-sizing/ 301',
      '/articles/kelly-criterion-explained /articles/kelly-criterion-bet-sizing/ 301',
      '/articles/poker-tells-myths/ / 301',
      '/articles/poker-tells-myths / 301',
      '',
    ]);
  });

  it('reads back as old path → new path, skipping comments and rules that are not 301 redirects', () => {
    const text = `${renderRedirectsFile(REDIRECTS)}# /x/ /y/ 301\n/a/ /b/ 302\n/c/ /d/\n`;
    expect([...parseRedirectsFile(text)]).toEqual([
      ['/articles/kelly-criterion-explained/', '/articles/kelly-criterion-bet-sizing/'],
      ['/articles/kelly-criterion-explained', '/articles/kelly-criterion-bet-sizing/'],
      ['/articles/poker-tells-myths/', '/'],
      ['/articles/poker-tells-myths', '/'],
    ]);
  });
});

describe('a redirect to anything but a site path', () => {
  // Each would send a reader to another host: as a Location from npm start, nginx's
  // configuration or a bucket's object redirect, all of which read the file with this function.
  it.each([
    ['/e/ //evil.example/ 301', 'new path "//evil.example/"'],
    ['/e/ https://elsewhere.example/ 301', 'new path "https://elsewhere.example/"'],
    ['/e/ //1249763910/ 301', 'new path "//1249763910/"'],
    ['/e/ /\\evil.example/ 301', 'new path "/\\\\evil.example/"'],
    ['//evil.example/ /b/ 301', 'old path "//evil.example/"'],
    ['/a/../b/ /b/ 301', 'old path "/a/../b/"'],
  ])('stops the reader at %j, naming the line and the path', (line, named) => {
    const text = `${renderRedirectsFile(REDIRECTS)}${line}\n`;
    expect(() => parseRedirectsFile(text)).toThrow(`_redirects line 6: ${named}; expected a site path`);
  });
});

describe('nginx: generated/redirects.conf', () => {
  it('writes an exact location per spelling, answering 301 with the query kept', () => {
    const conf = renderNginxRedirects(parseRedirectsFile(renderRedirectsFile(REDIRECTS.slice(0, 1))));
    expect(conf.split('\n').slice(1).join('\n')).toBe(
      [
        'location = /articles/kelly-criterion-explained/ {',
        '    include idn/generated/response-headers.conf;',
        '    return 301 /articles/kelly-criterion-bet-sizing/$is_args$args;',
        '}',
        'location = /articles/kelly-criterion-explained {',
        '    include idn/generated/response-headers.conf;',
        '    return 301 /articles/kelly-criterion-bet-sizing/$is_args$args;',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('refuses a path that would mean something to nginx', () => {
    for (const [from, to] of [
      ['/a b/', '/'],
      ['/a/', '/b/;return 200 x'],
      ['/a/', 'https://elsewhere.example/'],
      ['/a/', '//1249763910/'],
      ['/a/', '//evil.example/'],
      ['//a/', '/'],
      ['/page-data/x/', '/'],
      ['~ ^/a', '/'],
    ]) {
      expect(() => renderNginxRedirects(new Map([[from!, to!]])), `${from} ${to}`).toThrow(
        /expected a plain site path/,
      );
    }
  });
});

describe('the page at an old address', () => {
  it("sends the reader on without a script: refresh, canonical, noindex and a link named as the new page's heading", async () => {
    const outDir = builtSite();
    const written = await write(outDir);
    expect([written.kept, written.fileKept]).toEqual([0, false]);
    expect(written.pages).toEqual([
      'articles/kelly-criterion-explained/index.html',
      'articles/poker-tells-myths/index.html',
    ]);
    expect(readFileSync(path.join(outDir, '_redirects'), 'utf8')).toBe(renderRedirectsFile(REDIRECTS));

    const html = readFileSync(path.join(outDir, 'articles/kelly-criterion-explained/index.html'), 'utf8');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/articles/kelly-criterion-bet-sizing/">');
    expect(html).toContain(
      '<link rel="canonical" href="https://www.oddsaces.com/articles/kelly-criterion-bet-sizing/">',
    );
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>Kelly &amp; Friends | Odds</title>');
    expect(html).toContain('<a href="/articles/kelly-criterion-bet-sizing/">Kelly &amp; Friends</a>');
    // Nothing the site's Content-Security-Policy would have to allow, and no region the shell would swap in.
    const sources = await inlineSources(html);
    expect(sources.scriptHashes).toEqual([]);
    expect(sources.styleHashes).toEqual([]);
    expect(sources.hasStyleAttributes).toBe(false);
    expect(html).not.toMatch(/<script|<style|id="main"/);

    const home = readFileSync(path.join(outDir, 'articles/poker-tells-myths/index.html'), 'utf8');
    expect(home).toContain('<a href="/">Odds</a>');
  });

  it('escapes what it writes', () => {
    const html = renderRedirectPage('/a/', {
      language: 'en',
      domain: 'https://x.example',
      title: '</title><script>alert(1)</script>',
      linkText: '"><b>',
    });
    expect(html).not.toMatch(/<script|<b>/);
  });

  it('never writes over a page of the build, and needs the page it leads to', async () => {
    const clash = builtSite({ 'articles/poker-tells-myths/index.html': ARTICLE });
    await expect(write(clash)).rejects.toThrow(/poker-tells-myths\/index\.html is a page of the build/);
    rmSync(clash, { recursive: true, force: true });

    const missing = builtSite();
    rmSync(path.join(missing, 'articles/kelly-criterion-bet-sizing/index.html'));
    await expect(write(missing)).rejects.toThrow(
      /leads to \/articles\/kelly-criterion-bet-sizing\/, but .* does not exist/,
    );
  });

  it("in an out/ updated in place, replaces the last build's page at an address now old, never one of this build", async () => {
    // The page was live in the last build, linked from the page cache, and its address is old now.
    const outDir = builtSite();
    const cached = path.join(outDir, '..', `${path.basename(outDir)}-cached.html`);
    writeFileSync(cached, ARTICLE);
    mkdirSync(path.join(outDir, 'articles/poker-tells-myths'), { recursive: true });
    linkSync(cached, path.join(outDir, 'articles/poker-tells-myths/index.html'));
    try {
      const stock = takeStock(outDir)!;
      await writeRedirects({ outDir, redirects: REDIRECTS, language: 'en', domain: 'https://x.test', stock });
      expect(readFileSync(path.join(outDir, 'articles/poker-tells-myths/index.html'), 'utf8')).toContain(
        'http-equiv="refresh"',
      );
      // The cache's file is as it was: the page was replaced, not written through.
      expect(readFileSync(cached, 'utf8')).toBe(ARTICLE);
      // A page this build wrote there since the stock is refused, as without one.
      const again = takeStock(outDir)!;
      rmSync(path.join(outDir, 'articles/poker-tells-myths/index.html'));
      writeFileSync(path.join(outDir, 'articles/poker-tells-myths/index.html'), ARTICLE);
      await expect(
        writeRedirects({ outDir, redirects: REDIRECTS, language: 'en', domain: 'https://x.test', stock: again }),
      ).rejects.toThrow(/poker-tells-myths\/index\.html is a page of the build/);
    } finally {
      rmSync(cached, { force: true });
    }
  });

  it('replaces its own pages when the step runs again', async () => {
    const outDir = builtSite();
    await write(outDir);
    writeFileSync(
      path.join(outDir, 'articles/kelly-criterion-bet-sizing/index.html'),
      ARTICLE.replace(/Kelly/g, 'Half Kelly'),
    );
    await write(outDir);
    expect(readFileSync(path.join(outDir, 'articles/kelly-criterion-explained/index.html'), 'utf8')).toContain(
      '>Half Kelly &amp; Friends</a>',
    );
  });

  it('in an out/ updated in place, keeps each page that holds its bytes and writes the others', async () => {
    const outDir = builtSite();
    await write(outDir);
    const page = (from: string) => path.join(outDir, ...from.split('/').filter(Boolean), 'index.html');
    const [kelly, tells] = REDIRECTS.map(({ from }) => page(from));
    const inode = (file: string) => statSync(file).ino;
    const before = { tells: inode(tells!), redirects: inode(path.join(outDir, '_redirects')) };
    writeFileSync(
      path.join(outDir, 'articles/kelly-criterion-bet-sizing/index.html'),
      ARTICLE.replace(/Kelly/g, 'Half Kelly'),
    );
    const stock = takeStock(outDir)!;
    const written = await writeRedirects({
      outDir,
      redirects: REDIRECTS,
      language: 'en',
      domain: 'https://www.oddsaces.com',
      stock,
    });
    expect([written.kept, written.fileKept]).toEqual([1, true]);
    expect(stock.kept).toEqual(new Set(['articles/poker-tells-myths/index.html', '_redirects']));
    expect([inode(tells!), inode(path.join(outDir, '_redirects'))]).toEqual([before.tells, before.redirects]);
    expect(readFileSync(kelly!, 'utf8')).toContain('>Half Kelly &amp; Friends</a>');
    expect(redirectPagePaths(REDIRECTS)).toEqual(
      new Set(['articles/kelly-criterion-explained/index.html', 'articles/poker-tells-myths/index.html']),
    );
  });

  it('takes a page’s title and heading from the last build while the page is unchanged, and parses it once changed', async () => {
    const outDir = builtSite();
    const titlesFile = path.join(outDir, '..', `${path.basename(outDir)}-titles.json`);
    const target = path.join(outDir, 'articles/kelly-criterion-bet-sizing/index.html');
    const oldPage = path.join(outDir, 'articles/kelly-criterion-explained/index.html');
    const run = () =>
      writeRedirects({ outDir, redirects: REDIRECTS, language: 'en', domain: 'https://x.test', titlesFile });
    // A minute on: the pages are old enough to be remembered (lib/build/file-digest.ts).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_000);
      await run();
      // What the memo answers is what the page gets: the page itself is not parsed again.
      const kept = JSON.parse(readFileSync(titlesFile, 'utf8')) as { entries: Record<string, [string, string]> };
      kept.entries[target]![1] = JSON.stringify({ title: 'Remembered', heading: 'Remembered heading' });
      writeFileSync(titlesFile, JSON.stringify(kept));
      await run();
      expect(readFileSync(oldPage, 'utf8')).toContain('>Remembered heading</a>');
      writeFileSync(target, ARTICLE.replace(/Kelly/g, 'Half Kelly'));
      await run();
      expect(readFileSync(oldPage, 'utf8')).toContain('>Half Kelly &amp; Friends</a>');
    } finally {
      vi.useRealTimers();
      rmSync(titlesFile, { force: true });
    }
  });
});
