// @vitest-environment jsdom
// The consent gate as a page runs it: the inline script the post-build bundles from gate.ts
// (postbuild/consent-gate.ts) evaluated in a document that holds the site's scripts, with each
// kind of stored choice.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ThirdPartyScript } from '../../lib/content/model/index.ts';
import { clientSettings, type ConsentGateSettings } from '../../lib/site/client-settings.ts';
import { consentVersion } from '../../lib/site/consent.ts';
import { CONSENT_ACCEPT_EVENT, CONSENT_STORAGE_KEY, SCRIPTS_STARTED_ATTRIBUTE } from './consent-record.ts';
import { resolveThroughProxy } from './gate.ts';

const SCRIPT: ThirdPartyScript = {
  src: 'https://mc.yandex.ru/metrika/tag.js?id=1',
  name: 'Metrica',
  receives: 'the page address',
  purpose: 'analytics',
  storesDataIn: 'RU',
  forward: ['ym'],
  cookiePrefix: '_ym_',
};
const site = { thirdPartyScripts: [SCRIPT] };
const VERSION = consentVersion(site);
const root = document.documentElement;

/**
 * The gate's inline script for the site, as its pages carry it, bundled by the post-build's own
 * function in a process of its own: esbuild refuses to run among jsdom's globals.
 */
function bundledGate(settings: ConsentGateSettings): string {
  const bundler = pathToFileURL(path.resolve(import.meta.dirname, '../../postbuild/consent-gate.ts')).href;
  const source =
    `import { bundleConsentGate } from ${JSON.stringify(bundler)};` +
    `process.stdout.write(await bundleConsentGate(process.cwd(), ${JSON.stringify(settings)}));`;
  return execFileSync(process.execPath, ['--input-type=module', '--eval', source], { encoding: 'utf8' });
}
const gate = bundledGate(clientSettings({ locale: 'ru_RU', serviceWorker: false, ...site }).consentGate!);

function runSnippet() {
  document.head.innerHTML = `<script type="text/partytown" data-src="${SCRIPT.src}"></script>`;
  new Function(gate)();
}
const started = () => root.hasAttribute(SCRIPTS_STARTED_ATTRIBUTE);
const scriptSource = () => document.querySelector('script[type^="text/partytown"]')!.getAttribute('src');

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute('data-consent');
  root.removeAttribute(SCRIPTS_STARTED_ATTRIBUTE);
  // Without a service worker in jsdom, a started Partytown falls back to the main thread at once.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('the consent gate in the page', () => {
  const cases: [string, string | null, string][] = [
    ['no stored choice', null, 'ask'],
    ['a choice for an older script list', JSON.stringify({ version: 'older', choice: 'accepted' }), 'ask'],
    ['a record that is not JSON', '{accepted', 'ask'],
    ['a choice it does not know', JSON.stringify({ version: VERSION, choice: 'maybe' }), 'ask'],
    ['a stored decline', JSON.stringify({ version: VERSION, choice: 'declined' }), 'declined'],
  ];
  it.each(cases)('starts nothing for %s', (_name, stored, shown) => {
    if (stored !== null) localStorage.setItem(CONSENT_STORAGE_KEY, stored);
    runSnippet();
    expect(root.getAttribute('data-consent')).toBe(shown);
    expect(started()).toBe(false);
    expect(scriptSource()).toBeNull();
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
  });

  it('starts nothing, and asks, when storage throws (private modes)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    runSnippet();
    expect(root.getAttribute('data-consent')).toBe('ask');
    expect(started()).toBe(false);
  });

  it('starts the scripts at once for an accepted choice of this version', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: VERSION, choice: 'accepted' }));
    runSnippet();
    expect(root.getAttribute('data-consent')).toBe('accepted');
    expect(started()).toBe(true);
    expect(scriptSource()).toBe(SCRIPT.src);
  });

  it('starts them on the page when the reader accepts there, once', () => {
    runSnippet();
    expect(started()).toBe(false);
    document.dispatchEvent(new Event(CONSENT_ACCEPT_EVENT));
    expect(started()).toBe(true);
    expect(scriptSource()).toBe(SCRIPT.src);
    const scripts = document.querySelectorAll('script').length;
    document.dispatchEvent(new Event(CONSENT_ACCEPT_EVENT));
    expect(document.querySelectorAll('script')).toHaveLength(scripts);
  });
});

describe('what the gate clears', () => {
  afterEach(() => {
    document.cookie = '_ym_uid=; Max-Age=0; Path=/';
  });
  const withCookie = (stored: string | null) => {
    if (stored !== null) localStorage.setItem(CONSENT_STORAGE_KEY, stored);
    document.cookie = '_ym_uid=1700000000123; Path=/';
    localStorage.setItem('_ym_synced', '1');
    runSnippet();
  };

  it.each([
    ['a stored decline (a withdrawal on an earlier page)', JSON.stringify({ version: VERSION, choice: 'declined' })],
    ['a choice for an older script list', JSON.stringify({ version: 'older', choice: 'accepted' })],
    ['no stored choice', null],
  ])("deletes the scripts' cookies and storage keys for %s", (_name, stored) => {
    withCookie(stored);
    expect(document.cookie).not.toContain('_ym_uid=');
    expect(localStorage.getItem('_ym_synced')).toBeNull();
  });

  it('keeps them for an accepted choice of this version', () => {
    withCookie(JSON.stringify({ version: VERSION, choice: 'accepted' }));
    expect(document.cookie).toContain('_ym_uid=1700000000123');
    expect(localStorage.getItem('_ym_synced')).toBe('1');
  });
});

describe("Partytown's config", () => {
  const page = window as Window & { partytown?: { lib?: string; forward?: string[]; resolveUrl?: unknown } };
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    delete page.partytown;
    vi.useRealTimers();
  });

  it('is handed to Partytown where it can run off the main thread, with the proxy hook standing alone', () => {
    // A service worker that never activates; the fake clock holds Partytown's 10 s fallback.
    vi.useFakeTimers();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register: () => new Promise(() => undefined) },
    });
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: VERSION, choice: 'accepted' }));
    runSnippet();
    expect(page.partytown).toMatchObject({ lib: '/~partytown/', fallbackTimeout: 10_000, forward: ['ym'] });
    // Partytown's worker rebuilds the hook from its text, as the bundle wrote it.
    const rebuilt = new Function(`return ${String(page.partytown!.resolveUrl)}`)() as typeof resolveThroughProxy;
    const pageAddress = new URL('https://www.example.com/articles/x/') as unknown as Location;
    expect(rebuilt(new URL(SCRIPT.src), pageAddress, 'script')?.href).toBe(
      `https://www.example.com/__third-party-proxy?url=${encodeURIComponent(SCRIPT.src)}`,
    );
  });

  it('is not set where Partytown cannot run off the main thread: its snippet runs the scripts there', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: VERSION, choice: 'accepted' }));
    runSnippet();
    expect(page.partytown?.resolveUrl).toBeUndefined();
  });
});

describe('resolveThroughProxy', () => {
  const TAG = 'https://www.googletagmanager.com/gtag/js?id=G-TEST';
  const location = new URL('https://www.example.com/articles/x/') as unknown as Location;

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

describe('consentVersion', () => {
  it('changes with a script address or purpose, not with its name or wording', () => {
    expect(consentVersion({ thirdPartyScripts: [{ ...SCRIPT, name: 'Other', receives: 'more' }] })).toBe(VERSION);
    expect(consentVersion({ thirdPartyScripts: [{ ...SCRIPT, src: `${SCRIPT.src}2` }] })).not.toBe(VERSION);
    expect(consentVersion({ thirdPartyScripts: [{ ...SCRIPT, purpose: 'advertising' }] })).not.toBe(VERSION);
    expect(consentVersion({ thirdPartyScripts: [SCRIPT, { ...SCRIPT, src: `${SCRIPT.src}2` }] })).not.toBe(VERSION);
  });
});
