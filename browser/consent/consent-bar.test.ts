// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CONSENT_ACCEPT_EVENT, CONSENT_STORAGE_KEY, SCRIPTS_STARTED_ATTRIBUTE } from './consent-record.ts';
import { startConsentBar, storeChoice } from './consent-bar.ts';

const SETTINGS = {
  version: 'v1',
  withdrawn: 'The scripts stop from the next page.',
  current: { accepted: 'You have accepted.', declined: 'You have declined.' },
  cookiePrefixes: ['_ym_'],
};
const root = document.documentElement;
const bar = () => document.getElementById('consent-bar')!;
const status = () => document.getElementById('consent-status')!;
const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();
const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => {
  localStorage.clear();
  root.setAttribute('data-consent', 'ask');
  root.removeAttribute(SCRIPTS_STARTED_ATTRIBUTE);
  document.body.innerHTML = `
    <section id="consent-bar"><p id="consent-status" role="status"></p>
      <button data-consent-choice="accepted">Accept</button><button data-consent-choice="declined">Decline</button>
    </section>
    <a href="#next">Next</a>
    <footer><button data-consent-open="">Privacy choices</button></footer>`;
});
afterEach(() => vi.restoreAllMocks());

describe('the consent bar', () => {
  it('accepting stores the choice with its version and asks the page to start the scripts', () => {
    const accepted = vi.fn();
    document.addEventListener(CONSENT_ACCEPT_EVENT, accepted);
    startConsentBar(SETTINGS);
    click('[data-consent-choice="accepted"]');
    expect(stored()).toEqual({ version: 'v1', choice: 'accepted' });
    expect(root.getAttribute('data-consent')).toBe('accepted');
    expect(accepted).toHaveBeenCalledTimes(1);
    document.removeEventListener(CONSENT_ACCEPT_EVENT, accepted);
  });

  it('declining stores it and starts nothing', () => {
    const accepted = vi.fn();
    document.addEventListener(CONSENT_ACCEPT_EVENT, accepted);
    startConsentBar(SETTINGS);
    click('[data-consent-choice="declined"]');
    expect(stored()).toEqual({ version: 'v1', choice: 'declined' });
    expect(root.getAttribute('data-consent')).toBe('declined');
    expect(bar().hasAttribute('data-open')).toBe(false);
    expect(accepted).not.toHaveBeenCalled();
    document.removeEventListener(CONSENT_ACCEPT_EVENT, accepted);
  });

  it('Privacy choices opens the bar again and puts focus on its first button', () => {
    root.setAttribute('data-consent', 'declined');
    startConsentBar(SETTINGS);
    click('[data-consent-open]');
    expect(bar().hasAttribute('data-open')).toBe(true);
    expect(document.activeElement?.textContent).toBe('Accept');
    // Chosen, the bar hides and focus goes back to the button that opened it.
    click('[data-consent-choice="declined"]');
    expect(bar().hasAttribute('data-open')).toBe(false);
    expect(document.activeElement?.textContent).toBe('Privacy choices');
  });

  it('reopened, it says the choice in force; a choice made in it replaces that', () => {
    root.setAttribute('data-consent', 'accepted');
    startConsentBar(SETTINGS);
    click('[data-consent-open]');
    expect(status().textContent).toBe(SETTINGS.current.accepted);
    click('[data-consent-choice="declined"]');
    expect(status().textContent).toBe('');
    click('[data-consent-open]');
    expect(status().textContent).toBe(SETTINGS.current.declined);
  });

  it("declining deletes the scripts' cookies and storage keys, and accepting leaves them", () => {
    root.setAttribute('data-consent', 'accepted');
    startConsentBar(SETTINGS);
    document.cookie = '_ym_uid=1700000000123; Path=/';
    localStorage.setItem('_ym_synced', '1');
    click('[data-consent-open]');
    click('[data-consent-choice="accepted"]');
    expect(document.cookie).toContain('_ym_uid=');
    click('[data-consent-open]');
    click('[data-consent-choice="declined"]');
    expect(document.cookie).not.toContain('_ym_uid=');
    expect(localStorage.getItem('_ym_synced')).toBeNull();
    expect(stored()).toEqual({ version: 'v1', choice: 'declined' });
  });

  it('withdrawing where the scripts run says they stop from the next page, which then loads in full', () => {
    root.setAttribute('data-consent', 'accepted');
    root.setAttribute(SCRIPTS_STARTED_ATTRIBUTE, '');
    startConsentBar(SETTINGS);
    const shellSawClick = vi.fn();
    document.addEventListener('click', shellSawClick, true);
    click('a[href="#next"]');
    expect(shellSawClick).toHaveBeenCalledTimes(1);

    click('[data-consent-open]');
    click('[data-consent-choice="declined"]');
    expect(stored()).toEqual({ version: 'v1', choice: 'declined' });
    expect(status().textContent).toBe(SETTINGS.withdrawn);
    expect(bar().hasAttribute('data-open')).toBe(true);
    // The shell (listening on the document) no longer sees a link's click: the browser follows it.
    shellSawClick.mockClear();
    click('a[href="#next"]');
    expect(shellSawClick).not.toHaveBeenCalled();
    document.removeEventListener('click', shellSawClick, true);
  });

  it('keeps working when storage throws: the choice holds for this page only', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'QuotaExceededError');
    });
    startConsentBar(SETTINGS);
    expect(() => click('[data-consent-choice="accepted"]')).not.toThrow();
    expect(root.getAttribute('data-consent')).toBe('accepted');
    expect(() =>
      storeChoice(
        () => {
          throw new DOMException('denied', 'SecurityError');
        },
        { version: 'v1', choice: 'declined' },
      ),
    ).not.toThrow();
  });
});
