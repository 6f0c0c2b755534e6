'use client';

import { useServerErrorText } from '@/components/shell/ServerErrorText';
import { ServerErrorView } from '@/components/ui/ServerErrorView';

/** A rendering error in the browser shows the same page as a 500 from the host. */
export default function ErrorBoundary() {
  const text = useServerErrorText();
  return text ? <ServerErrorView text={text} /> : null;
}
