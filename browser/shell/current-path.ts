import { useSyncExternalStore } from 'react';

import { NAVIGATED_EVENT } from './navigated-event';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(NAVIGATED_EVENT, onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener(NAVIGATED_EVENT, onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/** The path of the page shown, updated by the shell's in-place navigations (browser/shell/runtime). */
export function useCurrentPath(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => '',
  );
}
