'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

import { useServerErrorText } from '@/components/shell/ServerErrorText';
import { ServerErrorView } from '@/components/ui/ServerErrorView';
import { recoverFromChunkFailure } from '@/lib/shell/chunk-recovery';

/**
 * A rendering error in the browser shows the same page as a 500 from the host. One caused by
 * a chunk that failed to load is recovered first: the path is loaded in full (once per session).
 */
export default function ErrorBoundary({ error }: { error: Error }) {
  const pathname = usePathname();
  const text = useServerErrorText();
  useEffect(() => {
    recoverFromChunkFailure(error, pathname);
  }, [error, pathname]);
  return text ? <ServerErrorView text={text} /> : null;
}
