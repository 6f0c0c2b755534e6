// @vitest-environment jsdom
// The consent gate as a page runs it: the inline snippet (lib/site/partytown.ts) evaluated in a
// document that holds the site's scripts, with each kind of stored choice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ThirdPartyScript } from '../content/types.ts';
import { consentVersion } from './consent.ts';
import { CONSENT_ACCEPT_EVENT, CONSENT_STORAGE_KEY, SCRIPTS_STARTED_ATTRIBUTE } from './consent-record.ts';
import { partytownHeadSnippet } from './partytown.ts';

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

function runSnippet() {
  document.head.innerHTML = `<script type="text/partytown" data-src="${SCRIPT.src}"></script>`;
  new Function(partytownHeadSnippet(site)!)();
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

describe('consentVersion', () => {
  it('changes with a script address or purpose, not with its name or wording', () => {
    expect(consentVersion({ thirdPartyScripts: [{ ...SCRIPT, name: 'Other', receives: 'more' }] })).toBe(VERSION);
    expect(consentVersion({ thirdPartyScripts: [{ ...SCRIPT, src: `${SCRIPT.src}2` }] })).not.toBe(VERSION);
    expect(consentVersion({ thirdPartyScripts: [{ ...SCRIPT, purpose: 'advertising' }] })).not.toBe(VERSION);
    expect(consentVersion({ thirdPartyScripts: [SCRIPT, { ...SCRIPT, src: `${SCRIPT.src}2` }] })).not.toBe(VERSION);
  });
});
