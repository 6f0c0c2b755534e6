// What inlineSources counts as code the browser runs, at the edges: every JavaScript type the HTML
// standard lists, a script with both src and text, and javascript: addresses in each attribute
// that can hold one.
import { describe, expect, it } from 'vitest';

import { cspHash, inlineSources } from './inline-sources.ts';

// https://html.spec.whatwg.org/multipage/scripting.html#javascript-mime-type, plus module and the
// empty type (a script with type="" runs as JavaScript).
const JAVASCRIPT_TYPES = [
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
];

describe('inlineSources: which scripts run', () => {
  it.each(JAVASCRIPT_TYPES)('hashes a script of type "%s"', async (type) => {
    expect((await inlineSources(`<script data-site-script type="${type}">a()</script>`)).scriptHashes).toEqual([
      cspHash('a()'),
    ]);
  });

  it.each(['text/plain', 'text/template', 'application/json', 'text/x-template'])(
    'does not hash a data block of type "%s"',
    async (type) => {
      expect((await inlineSources(`<script data-site-script type="${type}">a()</script>`)).scriptHashes).toEqual([]);
    },
  );

  it('does not hash the text of a script with a src: the browser runs the file, not the text', async () => {
    expect((await inlineSources('<script data-site-script src="/x.js">fallback()</script>')).scriptHashes).toEqual([]);
  });
});

describe('inlineSources: javascript: addresses', () => {
  it('reports one in href, src or action, whatever its case and leading spaces', async () => {
    const html =
      '<iframe src="  JavaScript:go()"></iframe><form action="javascript:send()"></form>' +
      '<a href="\tjavascript:void 0">x</a>';
    expect((await inlineSources(html)).blockedInlineCode).toEqual([
      '<iframe src="javascript:…">',
      '<form action="javascript:…">',
      '<a href="javascript:…">',
    ]);
  });

  it('leaves addresses that only mention javascript: and attributes that are not addresses', async () => {
    const html =
      '<a href="/search/?q=javascript:">x</a><img src="/javascript:.png" alt="javascript:">' +
      '<p title="javascript: a scheme" data-href="javascript:go()">y</p>';
    expect((await inlineSources(html)).blockedInlineCode).toEqual([]);
  });
});
