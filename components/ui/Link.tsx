import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * The site's internal link. Next.js's immediate viewport prefetch is off: the shell's
 * batched prefetch (lib/shell/prefetch.ts) decides what loads ahead, and when.
 */
export default function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}
