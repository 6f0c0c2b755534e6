'use client';

import { createContext, useContext, type ReactNode } from 'react';

import type { ServerErrorText } from '@/lib/site/ui-text/types';

// app/error.tsx runs in the browser, where the site's dictionary is not: the layout hands it
// the three strings of the error page through this context.
const ServerErrorTextContext = createContext<ServerErrorText | null>(null);

export function ServerErrorTextProvider({ text, children }: { text: ServerErrorText; children: ReactNode }) {
  return <ServerErrorTextContext value={text}>{children}</ServerErrorTextContext>;
}

export function useServerErrorText(): ServerErrorText | null {
  return useContext(ServerErrorTextContext);
}
