import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  archiveCount,
  currentPage,
  type Dated,
  everyPageGroups,
  formerPagePaths,
  groupedCount,
  groupsOnPage,
  itemsOnPage,
  type ListingPage,
  listingPagePath,
  listingPages,
  listingSegments,
  olderFirst,
  pagedName,
  pageFromSegments,
  pageNeighbours,
  pageSegments,
} from './pagination.ts';
import { uiText } from './ui-text/index.ts';

/** An item published on day `day` (ties broken by slug), as a listing holds it. */
const item = (day: number, slug = `a${day}`): Dated => ({
  publishedAt: new Date(Date.UTC(2000, 0, 1) + day * 86_400_000).toISOString(),
  slug,
});
/** The listing's own order: newest first. */
const newestFirst = (items: readonly Dated[]) => [...items].sort((a, b) => olderFirst(b, a));

/** Every page of a listing, by archive number: its items, in the listing's order. */
function pagesOf(items: readonly Dated[], size: number): Map<number, Dated[]> {
  const archives = archiveCount(items.length, size);
  return new Map(
    listingPages(items.length, size).map((archive) => [archive, itemsOnPage(items, { archive, archives }, size)]),
  );
}

/** What a page shows that can change: its items and where its links lead. */
function pageView(items: readonly Dated[], size: number): Map<string, string> {
  const archives = archiveCount(items.length, size);
  return new Map(
    listingPages(items.length, size).map((archive) => {
      const page: ListingPage = { archive, archives };
      const shown = itemsOnPage(items, page, size).map((entry) => entry.slug);
      return [listingPagePath('/l/', archive), JSON.stringify([shown, pageNeighbours(page)])];
    }),
  );
}

/** How many pages were added, removed or changed between two builds of a listing. */
function pagesChanged(before: Map<string, string>, after: Map<string, string>): number {
  const addresses = new Set([...before.keys(), ...after.keys()]);
  return [...addresses].filter((address) => before.get(address) !== after.get(address)).length;
}

/** Distinct items on distinct days, any number, in the listing's order. */
const listing = (maxLength = 200) =>
  fc
    .uniqueArray(fc.integer({ min: 0, max: 900 }), { maxLength })
    .map((days) => newestFirst(days.map((day) => item(day))));

describe('archiveCount and itemsOnPage', () => {
  it('a short listing is one page; from two full runs on, the newest run and the rest are the first page', () => {
    expect(archiveCount(0, 24)).toBe(0);
    expect(archiveCount(47, 24)).toBe(0);
    expect(archiveCount(48, 24)).toBe(1);
    expect(archiveCount(71, 24)).toBe(1);
    expect(archiveCount(72, 24)).toBe(2);
    expect(itemsOnPage([], { archive: 0, archives: 0 }, 24)).toEqual([]);
  });

  it('the pages hold each item once; archive pages hold `size` each, the first page the newest rest', () => {
    fc.assert(
      fc.property(listing(), fc.integer({ min: 1, max: 30 }), (items, size) => {
        const pages = pagesOf(items, size);
        const first = pages.get(0)!;
        expect([...pages.values()].flat().sort(olderFirst)).toEqual([...items].sort(olderFirst));
        expect(first.length).toBe(items.length < size ? items.length : size + (items.length % size));
        for (const [archive, shown] of pages) if (archive > 0) expect(shown.length).toBe(size);
        // The first page shows the newest items, each page in the listing's own order, newest first.
        expect(first).toEqual(items.slice(0, first.length));
        for (const shown of pages.values()) expect(shown).toEqual(newestFirst(shown));
        // Archive page 1 is the oldest run, and each archive page is older than the next.
        const archives = [...pages.keys()].filter((archive) => archive > 0);
        archives.forEach((archive) => {
          const newer = pages.get(archive === archives.length ? 0 : archive + 1)!;
          expect(olderFirst(pages.get(archive)![0]!, newer.at(-1)!)).toBeLessThan(0);
        });
      }),
    );
  });
});

describe('an archive page keeps its articles', () => {
  it('while newer articles arrive: each page keeps its items, and at most three pages change an article', () => {
    fc.assert(
      fc.property(listing(), fc.integer({ min: 1, max: 25 }), fc.integer({ min: 1, max: 60 }), (items, size, added) => {
        let current = items;
        for (let count = 1; count <= added; count += 1) {
          const next = [item(1000 + count), ...current];
          const [before, after] = [pagesOf(current, size), pagesOf(next, size)];
          for (const [archive, shown] of before) if (archive > 0) expect(after.get(archive)).toEqual(shown);
          // The first page, and when a run fills up the new archive page and its older neighbour's link.
          const changed = pagesChanged(pageView(current, size), pageView(next, size));
          expect(changed).toBeLessThanOrEqual(
            archiveCount(next.length, size) > archiveCount(current.length, size) ? 3 : 1,
          );
          current = next;
        }
      }),
    );
  });

  it('when an article is deleted or its title changes, the pages older than it keep theirs', () => {
    fc.assert(
      fc.property(
        listing().filter((items) => items.length > 0),
        fc.integer({ min: 1, max: 25 }),
        fc.nat(),
        (items, size, pick) => {
          const gone = items[pick % items.length]!;
          const before = pagesOf(items, size);
          const after = pagesOf(
            items.filter((entry) => entry !== gone),
            size,
          );
          // shown[0] is the page's newest item: the whole page is older than the one deleted.
          // The newest archive page may fold into the first page: the listing is a run shorter.
          for (const [archive, shown] of before) {
            if (archive === 0 || olderFirst(shown[0]!, gone) >= 0) continue;
            if (after.has(archive)) expect(after.get(archive)).toEqual(shown);
            else expect(after.get(0)!.slice(-shown.length)).toEqual(shown);
          }
          // A title takes no part: the same items in another order are the same pages.
          const shuffled = pagesOf([...items].reverse(), size);
          for (const [archive, shown] of before) {
            expect([...shuffled.get(archive)!].sort(olderFirst)).toEqual([...shown].sort(olderFirst));
          }
        },
      ),
    );
  });

  it('orders articles of one instant by slug, not by where the listing puts them', () => {
    const sameDay = [item(5, 'b'), item(5, 'a'), item(5, 'c')];
    expect(itemsOnPage(sameDay, { archive: 1, archives: 1 }, 1).map((entry) => entry.slug)).toEqual(['a']);
  });
});

describe('page addresses', () => {
  it('the first page is the listing itself, archive pages are below it', () => {
    expect(listingPagePath('/poker-tutorials/omaha-poker/', 0)).toBe('/poker-tutorials/omaha-poker/');
    expect(listingPagePath('/authors/asha-verma/', 3)).toBe('/authors/asha-verma/archive/3/');
    expect(pageSegments(0)).toBeUndefined();
    expect(pageSegments(3)).toEqual(['archive', '3']);
  });

  it('reads back the pages it wrote and refuses everything else, the former page/N included', () => {
    for (const archive of [0, 1, 7]) expect(pageFromSegments(pageSegments(archive), 7)).toBe(archive);
    expect(pageFromSegments([], 7)).toBe(0);
    for (const segments of [
      ['archive', '0'],
      ['archive', '8'],
      ['archive', '02'],
      ['archive', 'x'],
      ['page', '2'],
      ['archive'],
      ['archive', '2', 'x'],
    ]) {
      expect(pageFromSegments(segments, 7), segments.join('/')).toBeUndefined();
    }
  });

  it('lists one set of segments per page and reads each back as its page', () => {
    const segments = listingSegments(75, 24);
    expect(segments).toEqual([undefined, ['archive', '1'], ['archive', '2']]);
    segments.forEach((names, index) => expect(currentPage(names, 75, 24)).toEqual({ archive: index, archives: 2 }));
    expect(currentPage(['archive', '3'], 75, 24)).toBeUndefined();
    expect(currentPage(undefined, 0, 24)).toEqual({ archive: 0, archives: 0 });
  });

  it('names each address the listing had when counted from the newest, page 2 and on', () => {
    expect(formerPagePaths('/authors/a/', 24, 24)).toEqual([]);
    expect(formerPagePaths('/authors/a/', 50, 24)).toEqual(['/authors/a/page/2/', '/authors/a/page/3/']);
    expect(formerPagePaths('/authors/a/', 0, 24)).toEqual([]);
  });
});

describe('pageNeighbours', () => {
  it('leads from the first page to the newest archive page, and from an archive page to its neighbours', () => {
    expect(pageNeighbours({ archive: 0, archives: 0 })).toEqual({});
    expect(pageNeighbours({ archive: 0, archives: 5 })).toEqual({ older: 5 });
    expect(pageNeighbours({ archive: 5, archives: 5 })).toEqual({ newest: 0, older: 4 });
    expect(pageNeighbours({ archive: 3, archives: 5 })).toEqual({ newest: 0, newer: 4, older: 2 });
    expect(pageNeighbours({ archive: 1, archives: 1 })).toEqual({ newest: 0 });
  });

  it("an archive page's links are the same however many newer pages follow it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 50 }), (archive, more) => {
        expect(pageNeighbours({ archive, archives: archive + 1 })).toEqual(
          pageNeighbours({ archive, archives: archive + more }),
        );
      }),
    );
  });
});

describe('names and groups', () => {
  it('names an archive page with its number, and the first page as it is', () => {
    const text = uiText('en_US').pagination;
    expect(pagedName('Omaha Poker', { archive: 0, archives: 4 }, text)).toBe('Omaha Poker');
    expect(pagedName('Omaha Poker', { archive: 2, archives: 4 }, text)).toBe('Omaha Poker · Archive page 2');
  });

  it('counts the items of labelled groups', () => {
    expect(
      groupedCount([
        ['a', [1, 2]],
        ['b', []],
        ['c', [3]],
      ]),
    ).toBe(3);
    expect(groupedCount([])).toBe(0);
  });

  it('cuts the groups by publication order and shows each page in the groups’ order', () => {
    const groups: [string, Dated[]][] = [
      ['Alpha', [item(9), item(2)]],
      ['Beta', [item(8), item(7), item(1)]],
      ['', [item(6), item(5), item(4), item(3)]],
    ];
    // Nine items in runs of 3: archive 1 is days 1-3, archive 2 days 4-6, the first page days 7-9.
    const page = (archive: number) => groupsOnPage(groups, { archive, archives: 2 }, 3);
    expect(page(0)).toEqual([
      ['Alpha', [item(9)]],
      ['Beta', [item(8), item(7)]],
    ]);
    expect(page(2)).toEqual([['', [item(6), item(5), item(4)]]]);
    expect(page(1)).toEqual([
      ['Alpha', [item(2)]],
      ['Beta', [item(1)]],
      ['', [item(3)]],
    ]);
  });

  it('shows every entry of every group once over all pages, under its label, in order, never an empty group', () => {
    const arbitraryGroups = fc
      .uniqueArray(
        fc.tuple(fc.string({ maxLength: 3 }), fc.uniqueArray(fc.integer({ min: 0, max: 300 }), { maxLength: 40 })),
        { maxLength: 8, selector: ([label]) => label },
      )
      .map((groups) =>
        groups.map(([label, days]): [string, Dated[]] => [label, newestFirst(days.map((day) => item(day)))]),
      );
    fc.assert(
      fc.property(arbitraryGroups, fc.integer({ min: 1, max: 30 }), (groups, size) => {
        const total = groupedCount(groups);
        const archives = archiveCount(total, size);
        const pages = listingPages(total, size).map((archive) => groupsOnPage(groups, { archive, archives }, size));
        const labels = groups.map(([label]) => label);
        for (const [label, items] of groups) {
          // An item in two groups (the same day in both) is an entry of each.
          const shown = pages.flatMap((page) =>
            page.filter(([other]) => other === label).flatMap(([, entries]) => entries),
          );
          expect(shown.sort(olderFirst)).toEqual([...items].sort(olderFirst));
        }
        for (const page of pages) {
          const order = page.map(([label]) => labels.indexOf(label));
          expect(order).toEqual([...order].sort((a, b) => a - b));
          expect(groupedCount(page)).toBe(archives === 0 ? total : page === pages[0] ? total - archives * size : size);
          for (const [label, items] of page) {
            expect(items.length).toBeGreaterThan(0);
            expect(items).toEqual(
              groups.find(([other]) => other === label)![1].filter((entry) => items.includes(entry)),
            );
          }
        }
      }),
    );
  });

  it('gives every page at once what groupsOnPage gives each', () => {
    const arbitraryGroups = fc
      .array(fc.tuple(fc.string({ maxLength: 2 }), fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 30 })), {
        maxLength: 5,
      })
      .map((groups) =>
        groups.map(([label, days]): [string, Dated[]] => [label, newestFirst(days.map((day) => item(day)))]),
      );
    fc.assert(
      fc.property(arbitraryGroups, fc.integer({ min: 1, max: 12 }), (groups, size) => {
        const archives = archiveCount(groupedCount(groups), size);
        expect(everyPageGroups(groups, size)).toEqual(
          listingPages(groupedCount(groups), size).map((archive) => ({
            page: { archive, archives },
            groups: groupsOnPage(groups, { archive, archives }, size),
          })),
        );
      }),
    );
  });
});
