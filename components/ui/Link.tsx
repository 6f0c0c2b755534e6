import type { ComponentProps } from 'react';

/**
 * The site's internal link: a plain anchor. The client shell (components/shell/ShellRuntime)
 * already takes every internal click on the page, loads the target's page data and hands
 * it to the router, and its batched prefetch decides what loads ahead. next/link would do
 * neither here, yet it made every link a client component: in the page's RSC payload, in
 * the first-load JavaScript, and hydrated one by one (a category page has a hundred). Before
 * the shell's code runs, the anchor simply loads the page.
 */
export default function Link({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  return <a href={href} {...props} />;
}
