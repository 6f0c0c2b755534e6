// The service worker's start in the page (startServiceWorker) and its removal off the main road:
// a registration without a worker, a browser without CacheStorage.
import { afterEach, describe, expect, it, vi } from 'vitest';

import { removeServiceWorkers, startServiceWorker } from './service-worker.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const registration = (scriptURL: string | null, unregister = vi.fn(async () => true)) => {
  const worker = scriptURL === null ? null : { scriptURL };
  return { active: worker, waiting: null, installing: null, unregister };
};

describe('removeServiceWorkers', () => {
  it('skips a registration that has no worker left, and works without CacheStorage', async () => {
    const unregister = vi.fn(async () => true);
    const container = {
      getRegistrations: async () => [registration(null), registration('https://x.example/sw.js', unregister)],
    } as unknown as ServiceWorkerContainer;
    await expect(removeServiceWorkers(container, undefined)).resolves.toBeUndefined();
    expect(unregister).toHaveBeenCalledTimes(1);
  });
});

/** A page at `url` whose browser has service workers when `container` is given. */
function browserAt(url: string, container?: object) {
  const { protocol, hostname } = new URL(url);
  vi.stubGlobal('window', { location: { protocol, hostname } });
  vi.stubGlobal('navigator', container ? { serviceWorker: container } : {});
}

describe('startServiceWorker', () => {
  it('logs the original error, word for word, over plain HTTP from another host', async () => {
    browserAt('http://www.example.com/');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await startServiceWorker(true)).toBe('refuse-insecure');
    expect(error).toHaveBeenCalledExactlyOnceWith(
      'Service workers can only be used over HTTPS, or on localhost for development',
    );
  });

  it("removes the site's worker and caches when the site turns it off", async () => {
    const unregister = vi.fn(async () => true);
    const ours = registration('https://www.example.com/sw.js', unregister);
    browserAt('https://www.example.com/', { getRegistrations: async () => [ours] });
    const deleted: string[] = [];
    const remove = async (name: string) => deleted.push(name);
    vi.stubGlobal('caches', { keys: async () => ['idn-pages-a', 'other'], delete: remove });
    expect(await startServiceWorker(false)).toBe('unregister');
    expect(unregister).toHaveBeenCalledTimes(1);
    expect(deleted).toEqual(['idn-pages-a']);
  });

  it('registers /sw.js, and only warns when the browser refuses it', async () => {
    const register = vi.fn(async () => {
      throw new Error('The operation is insecure.');
    });
    browserAt('https://www.example.com/', { controller: null, register });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await startServiceWorker(true)).toBe('register');
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js');
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'Service worker /sw.js could not be registered: The operation is insecure.',
    );
  });

  it('does nothing in a browser without service workers', async () => {
    browserAt('https://www.example.com/');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await startServiceWorker(true)).toBe('none');
    expect(error).not.toHaveBeenCalled();
  });
});
