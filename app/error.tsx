'use client';

import { ServerErrorView } from '@/components/ui/ServerErrorView';

/** A rendering error in the browser shows the same page as a 500 from the host. */
export default function ErrorBoundary() {
  return <ServerErrorView />;
}
