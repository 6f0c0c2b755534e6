import type { ComponentProps } from 'react';

import type { CopyLinkButton } from '@/components/article/CopyLinkButton';
import type { SearchBox } from '@/components/shell/SearchBox';
import type { SiteMenu } from '@/components/shell/SiteMenu';

import type { IslandName } from './registry';

/** Each island's props, as the page's HTML carries them (JSON: plain data only). */
interface IslandProps {
  'site-menu': ComponentProps<typeof SiteMenu>;
  'search-box': ComponentProps<typeof SearchBox>;
  'copy-link': ComponentProps<typeof CopyLinkButton>;
}

/**
 * Renders an island's component into the page's HTML inside an element that names it and
 * carries its props, from which the browser hydrates it (components/islands/mount). The
 * element is the island's box in the layout: give it the classes its place needs.
 */
export function Island<N extends IslandName>({
  name,
  component: Component,
  props,
  className,
}: {
  name: N;
  component: (props: IslandProps[N]) => React.ReactNode;
  props: IslandProps[N];
  className?: string;
}) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className={className}>
      <Component {...props} />
    </div>
  );
}
