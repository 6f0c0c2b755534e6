import { describe, expect, it, vi } from 'vitest';

import { isOutdatedCache } from '../service-worker/cache-names.ts';
import { isAllowedOrigin, removeServiceWorkers, serviceWorkerAction } from './service-worker.ts';

const on = { enabled: true, supported: true };

describe('serviceWorkerAction', () => {
  it('registers over HTTPS and on this machine when the site turns it on', () => {
    expect(serviceWorkerAction({ ...on, protocol: 'https:', hostname: 'www.oddsaces.com' })).toBe('register');
    for (const hostname of ['localhost', '127.0.0.1', '[::1]', 'site.localhost']) {
      expect(serviceWorkerAction({ ...on, protocol: 'http:', hostname }), hostname).toBe('register');
    }
  });

  it('refuses (to log an error) over plain HTTP from another host', () => {
    expect(serviceWorkerAction({ ...on, protocol: 'http:', hostname: 'www.oddsaces.com' })).toBe('refuse-insecure');
    // Browsers hide navigator.serviceWorker there: the error is still logged.
    expect(serviceWorkerAction({ enabled: true, supported: false, protocol: 'http:', hostname: '192.168.1.5' })).toBe(
      'refuse-insecure',
    );
  });

  it('unregisters any earlier worker when the site turns it off, whatever the origin', () => {
    expect(
      serviceWorkerAction({ enabled: false, supported: true, protocol: 'https:', hostname: 'www.oddsaces.com' }),
    ).toBe('unregister');
    expect(serviceWorkerAction({ enabled: false, supported: true, protocol: 'http:', hostname: 'localhost' })).toBe(
      'unregister',
    );
  });

  it('never logs for a site that has it off, even over plain HTTP', () => {
    expect(
      serviceWorkerAction({ enabled: false, supported: false, protocol: 'http:', hostname: 'www.oddsaces.com' }),
    ).toBe('none');
  });

  it('does nothing in a browser without service workers', () => {
    expect(
      serviceWorkerAction({ enabled: true, supported: false, protocol: 'https:', hostname: 'www.oddsaces.com' }),
    ).toBe('none');
  });
});

describe('isAllowedOrigin', () => {
  it('does not take a host that merely starts with localhost for this machine', () => {
    expect(isAllowedOrigin('http:', 'localhost.example.com')).toBe(false);
    expect(isAllowedOrigin('http:', '127.0.0.2')).toBe(false);
  });
});

describe('removeServiceWorkers', () => {
  it("unregisters the site's own worker, whatever its state, and deletes only its caches", async () => {
    const unregister = vi.fn(async () => true);
    const unregisterPartytown = vi.fn(async () => true);
    const worker = (path: string) => ({ scriptURL: `https://www.oddsaces.com${path}` });
    const container = {
      getRegistrations: async () => [
        { active: worker('/sw.js'), waiting: null, installing: null, unregister },
        { active: null, waiting: null, installing: worker('/sw.js'), unregister },
        // Partytown's worker on the same origin keeps the site's third-party scripts running.
        {
          active: worker('/~partytown/partytown-sw.js'),
          waiting: null,
          installing: null,
          unregister: unregisterPartytown,
        },
      ],
    } as unknown as ServiceWorkerContainer;
    const deleted: string[] = [];
    const cacheStorage = {
      keys: async () => ['idn-pages-abc', 'idn-precache-v2-http://localhost/-abc', 'someone-else'],
      delete: async (name: string) => (deleted.push(name), true),
    } as unknown as CacheStorage;
    await removeServiceWorkers(container, cacheStorage);
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(unregisterPartytown).not.toHaveBeenCalled();
    expect(deleted).toEqual(['idn-pages-abc', 'idn-precache-v2-http://localhost/-abc']);
  });
});

describe('isOutdatedCache', () => {
  it("keeps this build's caches and deletes other builds' (precache included)", () => {
    expect(isOutdatedCache('idn-pages-new', 'new')).toBe(false);
    expect(isOutdatedCache('idn-precache-v2-https://www.oddsaces.com/-new', 'new')).toBe(false);
    expect(isOutdatedCache('idn-pages-old', 'new')).toBe(true);
    expect(isOutdatedCache('idn-precache-v2-https://www.oddsaces.com/-old', 'new')).toBe(true);
    expect(isOutdatedCache('another-app-old', 'new')).toBe(false);
  });
});
