// What the browser's code needs to know about the site, the same on every page of it: the
// words the islands and the shell say once they run, whether the site has a service worker,
// and, on a site with third-party scripts, what its consent bar needs. The post-build step writes them into the site's client bundle, which is built for
// one site and one build (postbuild/client-bundle), so no page carries them: in the HTML they
// cost every page about 1 KB, more than a tenth of an average article's body.
import type { Site } from '../content/types.ts';
import { asksForConsent, consentVersion, cookiePrefixes } from './consent.ts';
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

export interface ClientSettings {
  shell: ShellSettings;
  islands: IslandText;
  /** Absent on a site without third-party scripts: its bundle then holds no consent code at all. */
  consent?: ConsentSettings;
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
