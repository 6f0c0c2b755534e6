import type { ComponentProps } from 'react';

/**
 * The site's internal link: a plain anchor. The client shell (browser/shell/runtime) takes every
 * internal click on the page, loads the target's page data and shows the page in place, and
 * its batched prefetch decides what loads ahead. Before the shell's code runs, or in a
 * browser without module scripts, the anchor simply loads the page.
 */
export default function Link({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  return <a href={href} {...props} />;
}
