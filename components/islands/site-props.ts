// The part of each island's props that is the same on every page of a site (its words). The
// page's HTML carries only the rest; the browser takes this part from the client bundle
// (lib/site/client-settings).
import type { ClientSettings } from '@/lib/site/client-settings';

export function siteIslandProps(settings: ClientSettings) {
  return {
    'site-menu': { text: settings.text.menu },
    'search-box': { text: settings.text.search },
    'copy-link': { text: settings.text.copyLink },
  };
}

export type SiteIslandProps = ReturnType<typeof siteIslandProps>;
