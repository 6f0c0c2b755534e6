// The part of each island's props that is the same on every page of a site (its words). The
// page's HTML carries only the rest; the browser takes this part from the client bundle
// (lib/site/client-settings).
import type { IslandText } from '@/lib/site/client-settings';

export function siteIslandProps(text: IslandText) {
  return {
    'site-menu': { text: text.menu },
    'search-box': { text: text.search },
    'copy-link': { text: text.copyLink },
  };
}

export type SiteIslandProps = ReturnType<typeof siteIslandProps>;
