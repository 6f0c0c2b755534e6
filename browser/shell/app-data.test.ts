import { describe, expect, it, vi } from 'vitest';

import { fetchAppData, liveAppData, searchIndexUrl } from './app-data.ts';
import { createLoader } from './loader.ts';

const INDEX = '/page-data/sq/d/0123456789abcdef.json';

/** A loader over a fetch that answers app-data.json with `answers` in turn, and the requests it got. */
function loaderAnswering(...answers: (() => Response)[]) {
  const requests: { url: string; init?: RequestInit }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    requests.push({ url, init });
    const answer = answers.shift();
    if (!answer) throw new Error(`${url}: no answer left`);
    return answer();
  });
  return { loader: createLoader({ fetch, origin: 'https://site.test' }), requests };
}

describe("the search box's address of the search index", () => {
  it("is the one the version check's answer named: no second request", async () => {
    const { loader, requests } = loaderAnswering(() => Response.json({ buildHash: 'build-a', searchIndex: INDEX }));
    const checked = fetchAppData(loader);
    expect(await searchIndexUrl(loader)).toBe(INDEX);
    expect((await checked).buildHash).toBe('build-a');
    expect(requests).toEqual([{ url: '/app-data.json', init: { cache: 'no-store' } }]);
  });

  it('is fetched past every cache when the page has no answer yet', async () => {
    const { loader, requests } = loaderAnswering(() => Response.json({ buildHash: 'build-a', searchIndex: INDEX }));
    expect(await searchIndexUrl(loader)).toBe(INDEX);
    expect(await searchIndexUrl(loader)).toBe(INDEX);
    expect(requests).toEqual([{ url: '/app-data.json', init: { cache: 'no-store' } }]);
  });

  it('is asked for again after a failed answer, which is not kept', async () => {
    const { loader, requests } = loaderAnswering(
      () => new Response('', { status: 503 }),
      () => Response.json({ buildHash: 'build-a', searchIndex: INDEX }),
    );
    await expect(fetchAppData(loader)).rejects.toThrow('/app-data.json: HTTP 503');
    expect(await searchIndexUrl(loader)).toBe(INDEX);
    expect(requests).toHaveLength(2);
  });

  it('follows the latest answer: a later version check replaces the one kept', async () => {
    const later = '/page-data/sq/d/fedcba9876543210.json';
    const { loader } = loaderAnswering(
      () => Response.json({ buildHash: 'build-a', searchIndex: INDEX }),
      () => Response.json({ buildHash: 'build-b', searchIndex: later }),
    );
    await fetchAppData(loader);
    await fetchAppData(loader);
    expect((await liveAppData(loader)).buildHash).toBe('build-b');
    expect(await searchIndexUrl(loader)).toBe(later);
  });

  for (const [answer, shown] of [
    [{ buildHash: 'build-a' }, 'undefined'],
    [{ buildHash: 'build-a', searchIndex: 'https://elsewhere.test/index.json' }, '"https://elsewhere.test/index.json"'],
  ] as const)
    it(`is refused, in one line naming the file and the value, when app-data.json gives ${shown}`, async () => {
      const { loader } = loaderAnswering(() => Response.json(answer));
      await expect(searchIndexUrl(loader)).rejects.toThrow(
        `/app-data.json: searchIndex is ${shown}; expected the address of a static query (/page-data/sq/d/{hash}.json)`,
      );
    });
});
