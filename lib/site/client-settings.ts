// What the browser's code needs to know about the site, the same on every page of it: the
// words the islands and the shell say once they run, whether the site has a service worker,
// and, on a site with third-party scripts, what its consent bar and its consent gate need. The
// post-build step writes them into the site's client bundle, which is built for one site and one
// build (postbuild/client-bundle), so no page carries them: in the HTML they cost every page
// about 1 KB, more than a tenth of an average article's body. The gate's few facts are the
// exception: it runs inline in every page's head (postbuild/consent-gate.ts).
import type { Site } from '../content/model/index.ts';
import { PARTYTOWN_LIB_PATH } from '../../browser/consent/consent-record.ts';
import { asksForConsent, consentVersion, cookiePrefixes } from './consent.ts';
import { OFF_MAIN_THREAD_FALLBACK_MS } from './constants.ts';
import { uiText } from './ui-text/index.ts';
import type { CopyLinkText, MenuText, SearchText } from './ui-text/types.ts';

/** What the shell needs from the first load on (browser/shell/runtime). */
export interface ShellSettings {
  /** The delayed-route notice. */
  loadingPage: string;
  /** The screen-reader announcement after a navigation; holds {title}. */
  navigatedTo: string;
  serviceWorker: boolean;
}

/** The islands' words, needed only once the reader reaches for one (browser/islands/mount). */
export interface IslandText {
  menu: MenuText;
  search: SearchText;
  copyLink: CopyLinkText;
}

/** What the consent bar's code needs (browser/consent/consent-bar), on a site with third-party scripts only. */
export interface ConsentSettings {
  /** The version of the script list a stored choice must carry (lib/site/consent). */
  version: string;
  /** Said in the bar after a withdrawal. */
  withdrawn: string;
  /** Said in the bar when the footer's button opens it: the choice in force. */
  current: { accepted: string; declined: string };
  /** What the scripts' cookies and storage keys begin with: a withdrawal deletes them. */
  cookiePrefixes: string[];
}

/**
 * What the consent gate (browser/consent/gate) needs, written into its inline script: the
 * version a stored choice must carry, the scripts' cookie prefixes, and Partytown's config.
 */
export interface ConsentGateSettings {
  version: string;
  cookiePrefixes: string[];
  /**
   * Partytown's config as its snippet reads it (`window.partytown`): its library's path, the
   * delay after which it runs the scripts on the main thread, and the globals it forwards to its
   * worker (each script's `forward`). The gate adds the proxy hook, which is code.
   */
  partytown: { lib: string; fallbackTimeout: number; forward: string[] };
}

export interface ClientSettings {
  shell: ShellSettings;
  islands: IslandText;
  /** Absent on a site without third-party scripts: its bundle then holds no consent code at all. */
  consent?: ConsentSettings;
  /** Absent on a site without third-party scripts: its pages then carry no inline gate. */
  consentGate?: ConsentGateSettings;
}

export function clientSettings(
  site: Pick<Site, 'locale' | 'serviceWorker'> & Partial<Pick<Site, 'thirdPartyScripts' | 'consent'>>,
): ClientSettings {
  const text = uiText(site.locale);
  const scripts = site.thirdPartyScripts ?? [];
  return {
    shell: { loadingPage: text.loadingPage, navigatedTo: text.navigatedTo, serviceWorker: site.serviceWorker },
    islands: { menu: text.menu, search: text.search, copyLink: text.article.copyLink },
    ...(asksForConsent({ consent: site.consent, thirdPartyScripts: scripts }) && {
      consent: {
        version: consentVersion({ thirdPartyScripts: scripts }),
        withdrawn: text.consent.withdrawn,
        current: text.consent.current,
        cookiePrefixes: cookiePrefixes({ thirdPartyScripts: scripts }),
      },
    }),
    ...(scripts.length > 0 && {
      consentGate: {
        version: consentVersion({ thirdPartyScripts: scripts }),
        cookiePrefixes: cookiePrefixes({ thirdPartyScripts: scripts }),
        partytown: {
          lib: PARTYTOWN_LIB_PATH,
          fallbackTimeout: OFF_MAIN_THREAD_FALLBACK_MS,
          forward: [...new Set(scripts.flatMap((script) => script.forward))],
        },
      },
    }),
  };
}

/**
 * esbuild's `define` for the settings: each part a JSON string, parsed by the one module that
 * reads it. Strings, not objects: esbuild moves every object it defines into one chunk that
 * every chunk imports, which put the islands' words into the reader's first load.
 */
export function clientSettingsDefine(settings: ClientSettings): Record<string, string> {
  return {
    'process.env.SITE_CLIENT_SETTINGS_SHELL': JSON.stringify(JSON.stringify(settings.shell)),
    'process.env.SITE_CLIENT_SETTINGS_ISLANDS': JSON.stringify(JSON.stringify(settings.islands)),
    // Read only by the consent entry (browser/islands/client-entry-consent), bundled for such a site only.
    ...(settings.consent && {
      'process.env.SITE_CLIENT_SETTINGS_CONSENT': JSON.stringify(JSON.stringify(settings.consent)),
    }),
  };
}
