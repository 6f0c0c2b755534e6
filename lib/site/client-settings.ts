// What the browser's code needs to know about the site, the same on every page of it: the
// words the islands and the shell say once they run, and whether the site has a service
// worker. The post-build step writes them into the site's client bundle, which is built for
// one site and one build (lib/build/client-bundle), so no page carries them: in the HTML they
// cost every page about 1 KB, more than a tenth of an average article's body.
import type { Site } from '../content/types';
import { uiText } from './ui-text';
import type { CopyLinkText, MenuText, SearchText } from './ui-text/types';

export interface ClientSettings {
  text: {
    menu: MenuText;
    search: SearchText;
    copyLink: CopyLinkText;
    /** The delayed-route notice. */
    loadingPage: string;
    /** The screen-reader announcement after a navigation; holds {title}. */
    navigatedTo: string;
  };
  serviceWorker: boolean;
}

export function clientSettings(site: Pick<Site, 'locale' | 'serviceWorker'>): ClientSettings {
  const text = uiText(site.locale);
  return {
    text: {
      menu: text.menu,
      search: text.search,
      copyLink: text.article.copyLink,
      loadingPage: text.loadingPage,
      navigatedTo: text.navigatedTo,
    },
    serviceWorker: site.serviceWorker,
  };
}

/** The expression the client bundle's build replaces with the site's settings (esbuild's `define`). */
export const CLIENT_SETTINGS_DEFINE = 'process.env.SITE_CLIENT_SETTINGS';
