import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { parse, serialize, type DefaultTreeAdapterMap } from 'parse5';
import { afterAll, describe, expect, it } from 'vitest';

import { clientSettings } from '../lib/site/client-settings.ts';
import { CONSENT_ACCEPT_EVENT } from '../browser/consent/consent-record.ts';
import { uiText } from '../lib/site/ui-text/index.ts';
import { bundleClient, EAGER_COMPILE_HINT } from './client-bundle.ts';
import { rewritePage, rewriteSite } from './page-rewrite.ts';

type ParentNode = DefaultTreeAdapterMap['parentNode'];
type Element = DefaultTreeAdapterMap['element'];

const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;

/** Removes from a parsed page every element `drop` picks, by parse5's own reading of the page. */
function without(node: ParentNode, drop: (element: Element) => boolean): void {
  node.childNodes = node.childNodes.filter((child) => !('tagName' in child && drop(child)));
  for (const child of node.childNodes) if ('childNodes' in child) without(child, drop);
  if ('content' in node && node.content) without(node.content as ParentNode, drop);
}

const isScript = (element: Element) => element.tagName === 'script';
const isSiteScript = (element: Element) =>
  isScript(element) &&
  (['application/ld+json', 'text/partytown'].includes(attr(element, 'type') ?? '') ||
    attr(element, 'data-site-script') !== undefined);
/** The text of each inline script of `html`, by parse5's reading. */
function inlineScripts(html: string): string[] {
  const texts: string[] = [];
  const visit = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if ('tagName' in child && isScript(child) && attr(child, 'src') === undefined)
        texts.push(child.childNodes.map((text) => ('value' in text ? text.value : '')).join(''));
      if ('childNodes' in child) visit(child);
    }
  };
  visit(parse(html));
  return texts;
}
const isScriptPreload = (element: Element) =>
  element.tagName === 'link' && (attr(element, 'as') === 'script' || attr(element, 'rel') === 'modulepreload');

// The shapes `next build` writes, with the hard cases: payload text holding an escaped
// </script>, markup-like text and attributes, a script with a `>` in a string, a no-module
// polyfill, script preloads beside a stylesheet and an image preload.
const NEXT_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>
<link rel="preload" href="/logo.svg" as="image"/><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/><script src="/_next/static/chunks/c.js" async=""></script>
<script src="/_next/static/chunks/poly.js" noModule=""></script><title>Kelly &lt;script&gt; sizing</title>
<meta name="description" content="a &quot;&gt;&lt;/script&gt; test"/><script data-site-script="">partytown={lib:"/~partytown/"};if(1>0){}</script>
<script type="text/partytown" data-src="https://third.example/a.js"></script></head>
<body><div hidden=""><!--$--><!--/$--></div><main id="main"><h1>Kelly &lt;/script&gt;</h1><p title="x &gt; y">1 &lt; 2</p>
<script type="application/ld+json">{"name":"a \\u003c/script\\u003e b"}</script></main>
<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"\\u003c/script\\u003e\\u003cp\\u003ex"])</script>
<script id="_R_">self.__next_r="abc"</script></body></html>`;

// The Open Graph text of a page and the copies of it Next.js's metadata writes for X.
const CARDS =
  '<meta property="og:title" content="Kelly &amp; co"/><meta property="og:description" content="Stakes"/>' +
  '<meta name="twitter:card" content="summary"/><meta name="twitter:title" content="Kelly &amp; co"/>' +
  '<meta name="twitter:description" content="Stakes"/>';
const withCards = (html: string) => html.replace('</head>', `${CARDS}</head>`);

/** The router's inline payload, as next build writes it at the end of every page. */
const ROUTER = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';

describe('rewritePage', () => {
  const bundle = { entry: '/_next/static/shell/shell-X.js', preload: ['/_next/static/shell/chunk-Y.js'] };

  it("takes out exactly the router's scripts and script preloads, by parse5's reading, and keeps everything else", () => {
    const rewritten = rewritePage(NEXT_PAGE, bundle).html;
    const expected = parse(NEXT_PAGE);
    without(expected, (element) => (isScript(element) && !isSiteScript(element)) || isScriptPreload(element));
    const actual = parse(rewritten);
    const added: Element[] = [];
    without(actual, (element) => {
      const ours =
        (isScript(element) && attr(element, 'src') === bundle.entry) ||
        (isScriptPreload(element) && attr(element, 'href') === bundle.preload[0]);
      if (ours) added.push(element);
      return ours;
    });
    expect(serialize(actual)).toBe(serialize(expected));
    expect(added.map((element) => element.tagName)).toEqual(['link', 'script']);
  });

  it('links the bundle as a module at the end of the head', () => {
    const rewritten = rewritePage(NEXT_PAGE, bundle).html;
    expect(rewritten).toContain(
      '<link rel="modulepreload" href="/_next/static/shell/chunk-Y.js"/><script type="module" src="/_next/static/shell/shell-X.js"></script></head>',
    );
  });

  it("drops twitter:title and twitter:description where they copy Open Graph's, and keeps them where they differ", () => {
    const og = '<meta property="og:title" content="Kelly &amp; co"/><meta property="og:description" content="Stakes"/>';
    const head = (twitter: string) =>
      `<html><head>${og}<meta name="twitter:card" content="summary"/>${twitter}</head><body>${ROUTER}</body></html>`;
    const copies = rewritePage(
      head('<meta name="twitter:title" content="Kelly &amp; co"/><meta name="twitter:description" content="Stakes"/>'),
      bundle,
    ).html;
    expect(copies).not.toContain('twitter:title');
    expect(copies).not.toContain('twitter:description');
    expect(copies).toContain('<meta name="twitter:card" content="summary"/>');
    expect(copies).toContain(og);
    const own =
      '<meta name="twitter:title" content="Kelly, for X"/><meta name="twitter:description" content="Other words"/>';
    expect(rewritePage(head(own), bundle).html).toContain(own);
  });

  it('counts what each rule matched on the page', () => {
    expect(rewritePage(NEXT_PAGE, bundle).matches).toEqual({
      routerScripts: 5,
      headEnd: 1,
      scriptPreloads: 1,
      twitterCopies: 0,
    });
    expect(rewritePage(withCards(NEXT_PAGE), bundle).matches.twitterCopies).toBe(2);
  });

  // A Next.js upgrade that changes how the router's scripts are written must stop the build,
  // not leave them in every page.
  it("fails, naming the rule, on a page without the router's scripts", () => {
    const page = '<html><head><script type="application/ld+json">{}</script></head><body></body></html>';
    expect(() => rewritePage(page, bundle)).toThrow(
      'rule "routerScripts" (the App Router\'s scripts) matched nothing, expected on every page; ' +
        'did the output of next build change? (docs/client-shell.md, Rules for contributors)',
    );
  });

  it('fails on a page it already rewrote: its own bundle is not the router', () => {
    const once = rewritePage(NEXT_PAGE, bundle).html;
    expect(() => rewritePage(once, bundle)).toThrow('rule "routerScripts"');
  });

  it('names what it expected of a page without a head', () => {
    expect(() => rewritePage(`<p>no head</p>${ROUTER}`, bundle)).toThrow(
      'rule "headEnd" (the end of the head) matched nothing',
    );
  });

  describe("the consent gate's place", () => {
    const PLACE = '<script data-site-script="" data-consent-gate=""></script>';
    const GATE = '(()=>{var a="$&$1";document.documentElement.setAttribute("data-consent",a)})();';
    const withPlace = NEXT_PAGE.replace('<title>', `${PLACE}<title>`);

    it('gets the gate, as a script of the site without the mark, on a site with third-party scripts', () => {
      const rewritten = rewritePage(withPlace, { ...bundle, consentGate: GATE }).html;
      expect(rewritten).toContain(`<script data-site-script="">${GATE}</script><title>`);
      expect(rewritten).not.toContain('data-consent-gate');
      const gates = inlineScripts(rewritten).filter((text) => text === GATE);
      expect(gates).toHaveLength(1);
    });

    it('must be on every page of a site with a gate, once', () => {
      expect(() => rewritePage(NEXT_PAGE, { ...bundle, consentGate: GATE })).toThrow(
        '0 places for the consent gate (<script data-consent-gate>), expected 1 on every page of a site with third-party scripts',
      );
      const twice = withPlace.replace('</head>', `${PLACE}</head>`);
      expect(() => rewritePage(twice, { ...bundle, consentGate: GATE })).toThrow('2 places for the consent gate');
    });

    it('is refused on a site without a gate', () => {
      expect(() => rewritePage(withPlace, bundle)).toThrow(
        'a place for the consent gate (data-consent-gate), on a site without a gate',
      );
    });
  });
});

describe('bundleClient and rewriteSite', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'client-bundle-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('bundles the client with the build hash, rewrites every page and removes what only the router used', async () => {
    const write = (relative: string, text: string) => {
      mkdirSync(path.dirname(path.join(outDir, relative)), { recursive: true });
      writeFileSync(path.join(outDir, relative), text);
    };
    write('index.html', withCards(NEXT_PAGE));
    write('articles/a/index.html', withCards(NEXT_PAGE));
    write('robots.txt', 'User-agent: *');
    write('_next/static/chunks/a.css', 'p{}');
    write('_next/static/chunks/c.js', 'router()');

    const settings = clientSettings({ locale: 'tr_TR', serviceWorker: true });
    const bundle = await bundleClient({
      projectRoot: process.cwd(),
      outDir,
      buildHash: 'hash-of-this-build',
      settings,
    });
    expect(bundle.entry).toMatch(/^\/_next\/static\/shell\/shell-\w+\.js$/);
    // No third-party scripts: no inline gate for the pages either.
    expect(bundle.consentGate).toBeUndefined();
    const code = bundle.files.map((file) => readFileSync(path.join(outDir, file.url), 'utf8')).join('\n');
    expect(code).toContain('"hash-of-this-build"');
    expect(code).not.toContain('NEXT_PUBLIC_BUILD_HASH');
    // The site's words are written in, in its language, and nothing is left to read from the page.
    expect(code).toContain(JSON.stringify(settings.shell.loadingPage));
    expect(code).toContain(JSON.stringify(settings.islands.search.noMatch));
    // The shell's words load with the page; the islands' only with the islands.
    const firstLoad = [bundle.entry, ...bundle.preload]
      .map((url) => readFileSync(path.join(outDir, url), 'utf8'))
      .join('\n');
    expect(firstLoad).toContain(JSON.stringify(settings.shell.loadingPage));
    expect(firstLoad).not.toContain(JSON.stringify(settings.islands.search.noMatch));
    expect(code).not.toContain('SITE_CLIENT_SETTINGS');
    expect(code).not.toContain(JSON.stringify(uiText('en_US').loadingPage));
    // A site without third-party scripts carries no consent code at all.
    expect(settings.consent).toBeUndefined();
    expect(code).not.toContain(CONSENT_ACCEPT_EVENT);
    expect(code).not.toContain('data-consent');
    // No empty chunk is written, and every chunk a file imports exists.
    for (const file of bundle.files) {
      expect(file.bytes, file.url).toBeGreaterThan(0);
      const text = readFileSync(path.join(outDir, file.url), 'utf8');
      expect(Buffer.byteLength(text), file.url).toBe(file.bytes);
      for (const [, imported] of text.matchAll(/(?:import|from)\s*"\.\/([\w-]+\.js)"/g)) {
        expect(
          existsSync(path.join(outDir, path.dirname(file.url), imported!)),
          `${file.url} imports ${imported}`,
        ).toBe(true);
      }
    }

    // React DOM's chunk, and it alone, asks V8 to compile it as it loads; the first load does not.
    const hinted = bundle.files.filter((file) =>
      readFileSync(path.join(outDir, file.url), 'utf8').startsWith(EAGER_COMPILE_HINT),
    );
    expect(hinted).toHaveLength(1);
    expect(readFileSync(path.join(outDir, hinted[0]!.url), 'utf8')).toContain('hydrateRoot');
    expect([bundle.entry, ...bundle.preload]).not.toContain(hinted[0]!.url);

    const summary = rewriteSite(outDir, bundle);
    expect(summary).toMatchObject({ pages: 2, scriptsRemoved: 1 });
    expect(summary.matches).toEqual({ routerScripts: 10, headEnd: 2, scriptPreloads: 2, twitterCopies: 4 });
    for (const page of ['index.html', 'articles/a/index.html']) {
      const html = readFileSync(path.join(outDir, page), 'utf8');
      expect(html).toContain(`<script type="module" src="${bundle.entry}"></script>`);
      expect(html).not.toContain('__next_f');
    }
    expect(existsSync(path.join(outDir, '_next/static/chunks/c.js'))).toBe(false);
    expect(existsSync(path.join(outDir, 'robots.txt'))).toBe(true);
    expect(existsSync(path.join(outDir, '_next/static/chunks/a.css'))).toBe(true);
    for (const file of bundle.files) expect(existsSync(path.join(outDir, file.url)), file.url).toBe(true);
  }, 60_000);
});

describe('bundleClient for a site with third-party scripts', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'client-bundle-consent-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("loads the consent bar's code with the page, with the script list's version written in", async () => {
    const settings = clientSettings({
      locale: 'ru_RU',
      serviceWorker: false,
      consent: { rule: 'opt-in' },
      thirdPartyScripts: [
        {
          src: 'https://stats.example/t.js',
          name: 'S',
          receives: 'x',
          purpose: 'analytics',
          storesDataIn: 'RU',
          forward: [],
        },
      ],
    });
    expect(settings.consent?.version).toMatch(/^[0-9a-f]{12}$/);
    const bundle = await bundleClient({ projectRoot: process.cwd(), outDir, buildHash: 'h', settings });
    const firstLoad = [bundle.entry, ...bundle.preload]
      .map((url) => readFileSync(path.join(outDir, url), 'utf8'))
      .join('\n');
    expect(firstLoad).toContain(CONSENT_ACCEPT_EVENT);
    expect(firstLoad).toContain(settings.consent!.version);
    expect(firstLoad).toContain(settings.consent!.withdrawn);
    expect(firstLoad).not.toContain('SITE_CLIENT_SETTINGS');
    // The gate its pages carry inline, with the same version.
    expect(bundle.consentGate).toContain(settings.consent!.version);
    expect(bundle.consentGate).not.toContain('CONSENT_GATE_SETTINGS');
  }, 60_000);
});

describe('rewriteSite: rules that match nothing', () => {
  const bundle = { entry: '/_next/static/shell/shell-X.js', preload: [], files: [] };
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  /** An out/ holding `files` (relative path → text). */
  function site(files: Record<string, string>): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'client-bundle-rules-'));
    dirs.push(dir);
    for (const [relative, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
      writeFileSync(path.join(dir, relative), text);
    }
    return dir;
  }
  const routerFiles = { '_next/static/chunks/c.js': 'router()' };

  it('names the page a rule expected on every page missed', () => {
    const noRouter = '<html><head></head></html>';
    const dir = site({ ...routerFiles, 'index.html': withCards(NEXT_PAGE), 'a/index.html': noRouter });
    expect(() => rewriteSite(dir, bundle)).toThrow(
      /^a\/index\.html: rule "routerScripts" \(the App Router's scripts\) matched nothing/,
    );
  });

  it('fails when a rule expected on some page matched on none of the build', () => {
    const dir = site({ ...routerFiles, 'index.html': NEXT_PAGE, 'a/index.html': NEXT_PAGE });
    expect(() => rewriteSite(dir, bundle)).toThrow(
      'the build (2 pages): rule "twitterCopies" ' +
        "(the twitter:title and twitter:description copies of Open Graph's) matched nothing, expected on some page;",
    );
  });

  it("fails when the build has none of the router's script files", () => {
    expect(() => rewriteSite(site({ 'index.html': withCards(NEXT_PAGE) }), bundle)).toThrow(
      /^the build \(1 page\): rule "routerScriptFiles"/,
    );
  });
});
