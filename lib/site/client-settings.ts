// What the browser's code needs to know about the site, the same on every page of it: the
// words the islands and the shell say once they run, and whether the site has a service
// worker. The post-build step writes them into the site's client bundle, which is built for
// one site and one build (postbuild/client-bundle), so no page carries them: in the HTML they
// cost every page about 1 KB, more than a tenth of an average article's body.
import type { Site } from '../content/types';
import { uiText } from './ui-text';
import type { CopyLinkText, MenuText, SearchText } from './ui-text/types';

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

export interface ClientSettings {
  shell: ShellSettings;
  islands: IslandText;
}

export function clientSettings(site: Pick<Site, 'locale' | 'serviceWorker'>): ClientSettings {
  const text = uiText(site.locale);
  return {
    shell: { loadingPage: text.loadingPage, navigatedTo: text.navigatedTo, serviceWorker: site.serviceWorker },
    islands: { menu: text.menu, search: text.search, copyLink: text.article.copyLink },
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
  };
}
