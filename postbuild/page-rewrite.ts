// Post-build: every page of out/ rewritten to load the site's own client (client-bundle.ts)
// instead of the App Router's: the router's scripts, preloads and inline payload go, the
// bundle's entry and its chunks are linked. (The router's payload files never reach out/: the
// export step leaves them in .next/.) Each rule counts what it matched, so a change in `next
// build`'s output stops the build instead of leaving the router in the pages.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { CONSENT_GATE_PLACE_ATTRIBUTE } from '../lib/site/consent.ts';
import { listSiteFiles } from './hosting/site-files.ts';
import { type ClientBundle, CLIENT_BUNDLE_DIR } from './client-bundle.ts';

// React writes `<` and `>` escaped in text and in attribute values, and the payload scripts
// escape `<` too, so in a page it rendered a tag ends at the first `>`, and a script at the
// first `</script>`. That makes these patterns exact on `next build`'s pages; a test holds
// them to parse5's reading.
const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/g;
const LINK = /<link\b([^>]*)\/?>/g;

/** Scripts the site's own components write: structured data, Partytown's, and those marked as the site's. */
function isSiteScript(attributes: string): boolean {
  return (
    /\btype="(application\/ld\+json|text\/partytown)"/.test(attributes) || /\bdata-site-script(=|\s|$)/.test(attributes)
  );
}

/** The mark of the consent gate's place among a script's attributes, with the space before it. */
const GATE_PLACE = new RegExp(`\\s${CONSENT_GATE_PLACE_ATTRIBUTE}(="")?(?=\\s|$)`);

/** A preload of a script: the router's, since the site's own are added here. */
const isScriptPreload = (attributes: string) =>
  /\bas="script"/.test(attributes) || /\brel="modulepreload"/.test(attributes);

/** The site's bundle, linked by an earlier run: replaced like the router's, but not counted as the router's. */
const isOwnBundle = (attributes: string) => attributes.includes(`"/${CLIENT_BUNDLE_DIR}/`);

// Next.js's metadata copies the Open Graph title and description into twitter:title and
// twitter:description, with no setting against it. X reads Open Graph's when its own are
// absent, so a copy is the same words again in every head (about 0.35 KB): it goes.
const TWITTER_TEXT = /<meta name="twitter:(title|description)" content="([^"]*)"\/>/g;

/**
 * The rewrites, each written against the shape of `next build`'s output. A rule that finds
 * nothing where that output always has something means the shape changed (a Next.js upgrade):
 * the build stops with one line naming the rule, instead of shipping what the rule should have
 * taken out. `every page`: each page next build writes has it, and the page is named. `some
 * page`: only some pages have it (or the build as a whole), so it must match at least once in
 * the build; the contract test (tests/e2e/next-output-contract.spec.ts) checks every page.
 */
export const REWRITE_RULES = {
  // Every page next build renders hydrates through the router: its inline payload
  // (self.__next_f) and runtime chunks are on each one.
  routerScripts: { label: "the App Router's scripts", expected: 'every page' },
  // The bundle's tags go before </head>.
  headEnd: { label: 'the end of the head', expected: 'every page' },
  // A preload of a page's script chunks depends on how Next.js splits them.
  scriptPreloads: { label: "the App Router's script preloads", expected: 'some page' },
  // Only pages whose metadata has Open Graph text (lib/seo/metadata) get the copies.
  twitterCopies: { label: "the twitter:title and twitter:description copies of Open Graph's", expected: 'some page' },
  // The router's chunks and manifests under _next/static, once no page links them.
  routerScriptFiles: { label: "the App Router's script files", expected: 'some page' },
} as const satisfies Record<string, { label: string; expected: 'every page' | 'some page' }>;

export type RewriteRule = keyof typeof REWRITE_RULES;
type PageRule = 'routerScripts' | 'headEnd' | 'scriptPreloads' | 'twitterCopies';
export type PageMatches = Record<PageRule, number>;

const UPGRADE_HINT = 'did the output of next build change? (docs/client-shell.md, Rules for contributors)';

/** The one line a rule that matched nothing stops the build with; the caller names the page. */
export function ruleMatchedNothing(rule: RewriteRule, scope?: string): Error {
  const { label, expected } = REWRITE_RULES[rule];
  const where = scope ? `${scope}: ` : '';
  return new Error(`${where}rule "${rule}" (${label}) matched nothing, expected on ${expected}; ${UPGRADE_HINT}`);
}

/**
 * One page with the router's scripts and payload taken out, twitter:title and
 * twitter:description dropped where they copy Open Graph's, the consent gate written into the
 * place the layout left for it (a site with third-party scripts), and the site's client linked at
 * the end of the head (a module script: it waits for the document, never blocks it). Throws
 * when a rule expected on every page matches nothing, or when the gate's place is missing on a
 * site with a gate or present on one without; the caller names the page.
 */
export function rewritePage(
  html: string,
  bundle: Pick<ClientBundle, 'entry' | 'preload' | 'consentGate'>,
): { html: string; matches: PageMatches } {
  const matches: PageMatches = { routerScripts: 0, headEnd: 0, scriptPreloads: 0, twitterCopies: 0 };
  const drop = (rule: PageRule, attributes = '') => {
    if (!isOwnBundle(attributes)) matches[rule]++;
    return '';
  };
  let gates = 0;
  const siteScript = (whole: string, attributes: string) => {
    if (!GATE_PLACE.test(attributes)) return whole;
    gates++;
    if (bundle.consentGate === undefined)
      throw new Error(`a place for the consent gate (${CONSENT_GATE_PLACE_ATTRIBUTE}), on a site without a gate`);
    return `<script${attributes.replace(GATE_PLACE, '')}>${bundle.consentGate}</script>`;
  };
  const withoutRouter = html
    .replace(SCRIPT, (whole, attributes: string) =>
      isSiteScript(attributes) ? siteScript(whole, attributes) : drop('routerScripts', attributes),
    )
    .replace(LINK, (whole, attributes: string) =>
      isScriptPreload(attributes) ? drop('scriptPreloads', attributes) : whole,
    )
    .replace(TWITTER_TEXT, (whole, field: string, content: string) =>
      html.includes(`<meta property="og:${field}" content="${content}"/>`) ? drop('twitterCopies') : whole,
    );
  const tags = [
    ...bundle.preload.map((url) => `<link rel="modulepreload" href="${url}"/>`),
    `<script type="module" src="${bundle.entry}"></script>`,
  ].join('');
  if (bundle.consentGate !== undefined && gates !== 1)
    throw new Error(
      `${gates} places for the consent gate (<script ${CONSENT_GATE_PLACE_ATTRIBUTE}>), expected 1 on every page ` +
        'of a site with third-party scripts (components/shell/ThirdPartyScripts.tsx)',
    );
  const headEnd = withoutRouter.indexOf('</head>');
  if (headEnd !== -1) matches.headEnd++;
  for (const rule of Object.keys(matches) as PageRule[]) {
    if (REWRITE_RULES[rule].expected === 'every page' && matches[rule] === 0) throw ruleMatchedNothing(rule);
  }
  return { html: `${withoutRouter.slice(0, headEnd)}${tags}${withoutRouter.slice(headEnd)}`, matches };
}

export interface RewriteSummary {
  /** Pages rewritten. */
  pages: number;
  /** Pages already rewritten (RewriteOptions.rewritten), left as they were. */
  unchanged: number;
  scriptsRemoved: number;
  bytesBefore: number;
  bytesAfter: number;
  /** How often each page rule matched, over all pages. */
  matches: PageMatches;
}

/** What the rewrite found in one page: what it links under /_next/ and how often each rule matched. */
export interface PageRewrite {
  links: string[];
  matches: PageMatches;
}

export interface RewriteOptions {
  /**
   * Pages of out/ (by path under it) that are already rewritten for this bundle, with what the
   * rewrite found in them then: the page cache's (postbuild/export/cached-pages.ts). They are
   * neither read nor written; their links and matches count as if they had been.
   */
  rewritten?: ReadonlyMap<string, PageRewrite>;
  /** Called with each page rewritten, once it is written to out/. */
  onRewritten?: (file: string, bytes: Buffer, rewrite: PageRewrite) => void;
  /** The files of out/ as listSiteFiles gives them, when the caller has them (out-in-place.ts, filesNow). */
  files?: readonly string[];
}

/** The same text in a string of its own, which holds no larger string it was cut from. */
const ownCopy = (text: string): string => Buffer.from(text, 'utf8').toString('utf8');

/**
 * Rewrites every page of out/ to load the site's client, then removes what only the router
 * used: every script under _next/static that no page links any more.
 * Throws, naming the rule, when a rule expected on every page misses one (naming the page too)
 * or a rule expected on some page matches nothing in the whole build.
 */
export function rewriteSite(outDir: string, bundle: ClientBundle, options: RewriteOptions = {}): RewriteSummary {
  const matches: PageMatches = { routerScripts: 0, headEnd: 0, scriptPreloads: 0, twitterCopies: 0 };
  const summary: RewriteSummary = {
    pages: 0,
    unchanged: 0,
    scriptsRemoved: 0,
    bytesBefore: 0,
    bytesAfter: 0,
    matches,
  };
  const count = (found: PageMatches) => {
    for (const rule of Object.keys(matches) as PageRule[]) matches[rule] += found[rule];
  };
  const files = options.files ?? listSiteFiles(outDir);
  const referenced = new Set(bundle.files.map((file) => file.url));
  for (const relative of files) {
    if (!relative.endsWith('.html')) continue;
    const done = options.rewritten?.get(relative);
    if (done) {
      count(done.matches);
      for (const link of done.links) referenced.add(link);
      summary.unchanged++;
      continue;
    }
    const full = path.join(outDir, relative);
    const html = readFileSync(full, 'utf8');
    let page: ReturnType<typeof rewritePage>;
    try {
      page = rewritePage(html, bundle);
    } catch (error) {
      throw new Error(`${relative}: ${(error as Error).message}`);
    }
    count(page.matches);
    // Copies, not the matches themselves: V8 keeps a match as a slice of the whole page, and
    // the page cache's record keeps every page's links to the step's end, so the slices held
    // every page's HTML (2.3 GB at 50,000 articles).
    const links = [
      ...new Set(Array.from(page.html.matchAll(/\b(?:src|href)="(\/_next\/[^"]+)"/g), (match) => ownCopy(match[1]!))),
    ];
    for (const link of links) referenced.add(link);
    const bytes = Buffer.from(page.html);
    // A new file, never a write through a hard link into the page cache (export-pages.ts links its pages).
    rmSync(full);
    writeFileSync(full, bytes);
    options.onRewritten?.(relative, bytes, { links, matches: page.matches });
    summary.pages++;
    summary.bytesBefore += Buffer.byteLength(html);
    summary.bytesAfter += bytes.length;
  }
  for (const relative of files) {
    if (!relative.startsWith('_next/static/') || !relative.endsWith('.js') || referenced.has(`/${relative}`)) continue;
    rmSync(path.join(outDir, relative));
    summary.scriptsRemoved++;
  }
  const found: Record<RewriteRule, number> = {
    ...matches,
    routerScriptFiles: summary.scriptsRemoved,
  };
  const pages = summary.pages + summary.unchanged;
  for (const rule of Object.keys(found) as RewriteRule[]) {
    if (found[rule] === 0) throw ruleMatchedNothing(rule, `the build (${pages} ${pages === 1 ? 'page' : 'pages'})`);
  }
  return summary;
}
