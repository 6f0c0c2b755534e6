// What a page runs or styles inline, read with a spec-compliant HTML parser (parse5) so a
// hash covers exactly the text the browser hashes: raw script text, newlines normalised.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { DefaultTreeAdapterMap } from 'parse5';

/** Where a text/partytown script keeps its address (PARTYTOWN_SOURCE_ATTRIBUTE of browser/consent/consent-record.ts). */
const PARTYTOWN_SOURCE_ATTRIBUTE = 'data-src';

/**
 * The mark of an inline script the site's own code wrote at render (components/shell/
 * ThirdPartyScripts.tsx): the only inline scripts a page's policy allows. Any other is none of
 * ours (Next.js's, which the client-bundle step removes, or something injected) and stops the build.
 */
export const SITE_SCRIPT_ATTRIBUTE = 'data-site-script';

/**
 * Where the build copies Partytown's library (PARTYTOWN_LIB_PATH of browser/consent/consent-record.ts). Its
 * sandbox page runs the library's own inline script: the build wrote that file too, copied from
 * the pinned package, so its scripts count as the site's without a mark.
 */
const LIBRARY_FOLDER = '~partytown/';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type ParseHtml = (html: string) => DefaultTreeAdapterMap['document'];

// parse5 is loaded on first use: processes that never parse HTML do not pay for it.
let parser: Promise<ParseHtml> | undefined;
const loadParser = () => (parser ??= import('parse5').then((parse5) => parse5.parse));

import type { InlineSources } from '../../hosting/security-headers.ts';

export type { InlineSources };

// The types for which a browser runs an inline script; data blocks (application/ld+json,
// application/json) are never run, so they need no hash.
const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** `'sha256-…'`, the CSP source that allows exactly this inline text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

function textOf(element: Element): string {
  return element.childNodes
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : ''))
    .join('');
}

function isExecutableInlineScript(element: Element): boolean {
  if (attribute(element, 'src') !== undefined) return false;
  const type = attribute(element, 'type');
  return type === undefined || JAVASCRIPT_TYPES.has(type.trim().toLowerCase());
}

/** Every element under root, in document order (a loop, not recursion: pages nest deeply). */
function elements(root: Node): Element[] {
  const found: Element[] = [];
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if ('tagName' in node && node !== root) found.push(node);
    // <template> content is inert until a script clones it; it is read like the rest.
    const children =
      node.nodeName === 'template' && 'content' in node
        ? node.content.childNodes
        : 'childNodes' in node
          ? node.childNodes
          : [];
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push(children[index]!);
  }
  return found;
}

/** How a problem line shows an unmarked script: its first characters. */
function excerpt(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return `<script>${trimmed.length > 40 ? `${trimmed.slice(0, 40)}…` : trimmed}`;
}

/**
 * The inline scripts and styles of one HTML document, as CSP hashes. `library`: a page of a
 * library the build copied (LIBRARY_FOLDER), whose scripts are hashed without the site's mark.
 */
export async function inlineSources(html: string, { library = false } = {}): Promise<InlineSources> {
  const parse = await loadParser();
  const scriptHashes = new Set<string>();
  const styleHashes = new Set<string>();
  const blockedInlineCode: string[] = [];
  const unmarkedScripts: string[] = [];
  const offMainThreadScripts = new Set<string>();
  let hasStyleAttributes = false;

  for (const element of elements(parse(html))) {
    if (element.tagName === 'script' && isExecutableInlineScript(element)) {
      const text = textOf(element);
      // An empty inline script is never run, so the browser never checks it against the policy.
      if (text !== '' && (library || attribute(element, SITE_SCRIPT_ATTRIBUTE) !== undefined))
        scriptHashes.add(cspHash(text));
      else if (text !== '') unmarkedScripts.push(excerpt(text));
    } else if (element.tagName === 'script' && attribute(element, 'type') === 'text/partytown') {
      const src = attribute(element, PARTYTOWN_SOURCE_ATTRIBUTE);
      if (src) offMainThreadScripts.add(src);
    } else if (element.tagName === 'style') {
      styleHashes.add(cspHash(textOf(element)));
    }
    for (const attr of element.attrs) {
      if (attr.name === 'style') hasStyleAttributes = true;
      else if (attr.name.startsWith('on')) blockedInlineCode.push(`<${element.tagName} ${attr.name}>`);
      else if (
        (attr.name === 'href' || attr.name === 'src' || attr.name === 'action') &&
        /^\s*javascript:/i.test(attr.value)
      ) {
        blockedInlineCode.push(`<${element.tagName} ${attr.name}="javascript:…">`);
      }
    }
  }
  return {
    scriptHashes: [...scriptHashes],
    unmarkedScripts,
    styleHashes: [...styleHashes],
    hasStyleAttributes,
    blockedInlineCode,
    offMainThreadScripts: [...offMainThreadScripts],
  };
}

/** Whether a file (relative to out/) is a page of a library the build copied (LIBRARY_FOLDER). */
export const isLibraryPage = (file: string) => file.split(path.sep).join('/').startsWith(LIBRARY_FOLDER);

/** The inline sources of each HTML file among `files` (paths relative to outDir), in order. */
export async function readInlineSources(outDir: string, files: readonly string[]): Promise<InlineSources[]> {
  const sources: InlineSources[] = [];
  for (const file of files) {
    const html = readFileSync(path.join(outDir, file), 'utf8');
    sources.push(await inlineSources(html, { library: isLibraryPage(file) }));
  }
  return sources;
}
