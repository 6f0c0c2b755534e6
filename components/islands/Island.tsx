import type { ComponentProps } from 'react';

import type { CopyLinkButton } from '@/components/article/CopyLinkButton';
import type { SearchBox } from '@/components/shell/search-box/SearchBox';
import type { SiteMenu } from '@/components/shell/SiteMenu';
import { getSite } from '@/lib/content';
import { clientSettings } from '@/lib/site/client-settings';

import type { IslandName } from '../../browser/islands/registry';
import { type SiteIslandProps, siteIslandProps } from './site-props';

/** Each island's props (JSON: plain data only). */
interface IslandProps {
  'site-menu': ComponentProps<typeof SiteMenu>;
  'search-box': ComponentProps<typeof SearchBox>;
  'copy-link': ComponentProps<typeof CopyLinkButton>;
}

/** What only this page can tell the island: its props less those the whole site shares. */
type PageProps<N extends IslandName> = Omit<IslandProps[N], keyof SiteIslandProps[N]>;

/**
 * Renders an island's component into the page's HTML inside an element that names it and
 * carries the props only this page can give, from which the browser hydrates it
 * (browser/islands/mount) with the site's shared props added. The element is the
 * island's box in the layout: give it the classes its place needs.
 */
export function Island<N extends IslandName>({
  name,
  component: Component,
  props,
  className,
}: {
  name: N;
  component: (props: IslandProps[N]) => React.ReactNode;
  props: PageProps<N>;
  className?: string;
}) {
  const shared = siteIslandProps(clientSettings(getSite()).islands)[name];
  const all = { ...shared, ...props } as IslandProps[N];
  return (
    <div
      data-island={name}
      data-props={Object.keys(props).length > 0 ? JSON.stringify(props) : undefined}
      className={className}
    >
      <Component {...all} />
    </div>
  );
}
