// The consent bar's buttons and the footer's "Privacy choices" button, on a site with
// third-party scripts only (client-entry leaves this module out of every other site's bundle).
// The bar itself is in the page's HTML (components/shell/ConsentBar.tsx) and the page's inline
// gate (gate.ts) has already decided, before the first paint, whether it shows and whether the
// scripts start: this code only records a choice and acts on it.
import type { ConsentSettings } from '../../lib/site/client-settings.ts';
import {
  CONSENT_ACCEPT_EVENT,
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  PARTYTOWN_LIB_PATH,
  SCRIPTS_STARTED_ATTRIBUTE,
  type StoredConsent,
} from './consent-record.ts';
import { forgetScripts } from './forget-scripts.ts';

/** Stores the choice; storage that throws (private modes, storage turned off) keeps it for this page only. */
export function storeChoice(storage: () => Storage, record: StoredConsent): void {
  try {
    storage().setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    // The bar asks again on the next page, and nothing starts there until the reader accepts.
  }
}

export function startConsentBar(settings: ConsentSettings): void {
  const bar = document.getElementById('consent-bar');
  const status = document.getElementById('consent-status');
  if (!bar || !status) return;
  const root = document.documentElement;
  // Withdrawn on a page where the scripts already run: they cannot be unloaded from it, so the
  // next page loads in full, without them, instead of in place.
  let leaveInFull = false;
  // The footer's button, while the bar it opened is shown: focus goes back to it when the bar hides.
  let opener: HTMLElement | undefined;
  const hide = () => {
    bar.removeAttribute('data-open');
    opener?.focus();
    opener = undefined;
  };

  const choose = (choice: ConsentChoice) => {
    storeChoice(() => localStorage, { version: settings.version, choice });
    root.setAttribute('data-consent', choice);
    status.textContent = '';
    if (choice === 'accepted') {
      leaveInFull = false;
      hide();
      // The gate's listener starts the scripts, once; where they already run, nothing listens.
      document.dispatchEvent(new Event(CONSENT_ACCEPT_EVENT));
      return;
    }
    // Declined: what the scripts left on the device goes now; a script still running on this
    // page may set a cookie again, which the next page's gate clears.
    forgetScripts(settings.cookiePrefixes, PARTYTOWN_LIB_PATH);
    if (root.hasAttribute(SCRIPTS_STARTED_ATTRIBUTE)) {
      leaveInFull = true;
      bar.setAttribute('data-open', '');
      status.textContent = settings.withdrawn;
    } else {
      hide();
    }
  };

  // Room at the page's end as tall as the bar while it shows (0 while hidden), so the footer's
  // last line can be scrolled clear of it (app/globals.css).
  if ('ResizeObserver' in window) {
    new ResizeObserver(() => root.style.setProperty('--consent-room', `${bar.offsetHeight}px`)).observe(bar);
  }

  bar.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-consent-choice]');
    if (button) choose(button.dataset.consentChoice as ConsentChoice);
  });
  document.addEventListener('click', (event) => {
    opener =
      event.target instanceof Element
        ? (event.target.closest<HTMLElement>('[data-consent-open]') ?? undefined)
        : undefined;
    if (!opener) return;
    // Reopened: say which choice is in force and how to change it.
    const current = root.getAttribute('data-consent');
    status.textContent = current === 'accepted' || current === 'declined' ? settings.current[current] : '';
    bar.setAttribute('data-open', '');
    bar.querySelector('button')?.focus();
  });

  // Ahead of the shell's own listeners (on the document, and registered earlier on the window):
  // a link or Back/Forward after a withdrawal goes to the browser, which loads the page in full.
  window.addEventListener(
    'click',
    (event) => {
      if (leaveInFull && event.target instanceof Element && event.target.closest('a[href]')) event.stopPropagation();
    },
    true,
  );
  window.addEventListener(
    'popstate',
    (event) => {
      if (!leaveInFull) return;
      event.stopImmediatePropagation();
      location.reload();
    },
    true,
  );
}
