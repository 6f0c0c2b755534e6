// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://www.example.com/articles/x/"}
import { waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { forgetScripts } from './forget-scripts.ts';

const unregistered: string[] = [];
function serviceWorkers(scopes: string[]) {
  const registrations = scopes.map((scope) => ({
    scope: `https://www.example.com${scope}`,
    unregister: vi.fn(() => {
      unregistered.push(scope);
      return Promise.resolve(true);
    }),
  }));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistrations: () => Promise.resolve(registrations) },
  });
}

beforeEach(() => {
  unregistered.length = 0;
  localStorage.clear();
});
afterEach(() => {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]!.trim();
    document.cookie = `${name}=; Max-Age=0; Path=/`;
    document.cookie = `${name}=; Max-Age=0; Path=/; Domain=example.com`;
  }
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('forgetScripts', () => {
  it("deletes the service's cookies on the host and on its parent domain, and leaves others", () => {
    document.cookie = '_ym_uid=1700000000123; Path=/; Domain=example.com';
    document.cookie = '_ym_d=1700000000; Path=/; Domain=.example.com';
    document.cookie = '_ym_isad=2; Path=/';
    document.cookie = 'theme=dark; Path=/';
    expect(document.cookie).toContain('_ym_uid');
    forgetScripts(['_ym_'], '/~partytown/');
    expect(document.cookie).toBe('theme=dark');
  });

  it("deletes the service's localStorage keys and keeps the reader's choice", () => {
    localStorage.setItem('_ym_retryReqs', '{}');
    localStorage.setItem('_ym_synced', '1');
    localStorage.setItem('consent', '{"version":"v1","choice":"declined"}');
    forgetScripts(['_ym_'], '/~partytown/');
    expect(Object.keys(localStorage)).toEqual(['consent']);
  });

  it("unregisters Partytown's service worker and not the site's own", async () => {
    serviceWorkers(['/~partytown/', '/']);
    forgetScripts([], '/~partytown/');
    await waitFor(() => expect(unregistered).toEqual(['/~partytown/']));
  });
});
