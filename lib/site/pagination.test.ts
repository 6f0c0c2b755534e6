import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  allPages,
  currentPage,
  groupedCount,
  groupsOnPage,
  itemsOnPage,
  listingPagePath,
  listingSegments,
  pageCount,
  pagedName,
  pageFromSegments,
  pageLinks,
  pageSegments,
} from './pagination.ts';
import { uiText } from './ui-text/index.ts';

describe('pageCount and itemsOnPage', () => {
  it('an empty listing has its first page, and a full last page adds none', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
    expect(itemsOnPage([], 1, 24)).toEqual([]);
  });

  it('the pages, read in order, are the listing: each item once, none over the size, only the last short', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 200 }), fc.integer({ min: 1, max: 30 }), (items, size) => {
        const pages = allPages(items.length, size).map((page) => itemsOnPage(items, page, size));
        expect(pages.flat()).toEqual(items);
        pages.forEach((shown, index) => {
          expect(shown.length).toBeLessThanOrEqual(size);
          if (index < pages.length - 1) expect(shown.length).toBe(size);
        });
        if (items.length > 0) expect(pages.at(-1)!.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('page addresses', () => {
  it('page 1 is the listing itself, later pages are below it', () => {
    expect(listingPagePath('/poker-tutorials/omaha-poker/', 1)).toBe('/poker-tutorials/omaha-poker/');
    expect(listingPagePath('/authors/asha-verma/', 3)).toBe('/authors/asha-verma/page/3/');
    expect(pageSegments(1)).toBeUndefined();
    expect(pageSegments(3)).toEqual(['page', '3']);
  });

  it('reads back the pages it wrote and refuses everything else, page/1 included', () => {
    for (const page of [1, 2, 7]) expect(pageFromSegments(pageSegments(page), 7)).toBe(page);
    expect(pageFromSegments([], 7)).toBe(1);
    for (const segments of [
      ['page', '1'],
      ['page', '8'],
      ['page', '0'],
      ['page', '02'],
      ['page', 'x'],
      ['pages', '2'],
      ['page'],
      ['page', '2', 'x'],
    ]) {
      expect(pageFromSegments(segments, 7), segments.join('/')).toBeUndefined();
    }
  });
});

describe('the helpers a listing route uses', () => {
  it('lists one set of segments per page and reads each back as its page, of how many', () => {
    const segments = listingSegments(50, 24);
    expect(segments).toEqual([undefined, ['page', '2'], ['page', '3']]);
    segments.forEach((names, index) => expect(currentPage(names, 50, 24)).toEqual({ page: index + 1, pages: 3 }));
    expect(currentPage(['page', '4'], 50, 24)).toBeUndefined();
    expect(currentPage(undefined, 0, 24)).toEqual({ page: 1, pages: 1 });
  });

  it('names a later page with its number, and the first page as it is', () => {
    const text = uiText('en_US').pagination;
    expect(pagedName('Omaha Poker', { page: 1, pages: 4 }, text)).toBe('Omaha Poker');
    expect(pagedName('Omaha Poker', { page: 2, pages: 4 }, text)).toBe('Omaha Poker · Page 2 of 4');
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
});

describe('groupsOnPage', () => {
  const groups: [string, number[]][] = [
    ['Alpha', [1, 2, 3]],
    ['Beta', [4, 5, 6, 7, 8]],
    ['', [9, 10]],
  ];

  it('cuts the groups as one list and keeps a group that runs over the break on both pages', () => {
    expect(groupsOnPage(groups, 1, 4)).toEqual([
      ['Alpha', [1, 2, 3]],
      ['Beta', [4]],
    ]);
    expect(groupsOnPage(groups, 2, 4)).toEqual([['Beta', [5, 6, 7, 8]]]);
    expect(groupsOnPage(groups, 3, 4)).toEqual([['', [9, 10]]]);
    expect(groupsOnPage(groups, 4, 4)).toEqual([]);
  });

  it('shows every item of every group once over all pages, in order, never an empty group', () => {
    const arbitraryGroups = fc.array(fc.tuple(fc.string({ maxLength: 3 }), fc.array(fc.integer(), { maxLength: 40 })), {
      maxLength: 8,
    });
    fc.assert(
      fc.property(arbitraryGroups, fc.integer({ min: 1, max: 30 }), (listing, size) => {
        const total = listing.reduce((sum, [, items]) => sum + items.length, 0);
        const pages = allPages(total, size).map((page) => groupsOnPage(listing, page, size));
        expect(pages.flatMap((page) => page.flatMap(([, items]) => items))).toEqual(
          listing.flatMap(([, items]) => items),
        );
        for (const page of pages) {
          expect(page.reduce((sum, [, items]) => sum + items.length, 0)).toBeLessThanOrEqual(size);
          for (const [, items] of page) expect(items.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('pageLinks', () => {
  it('shows the ends and the neighbourhood of the current page, with gaps between', () => {
    expect(pageLinks({ page: 1, pages: 1 })).toEqual([1]);
    expect(pageLinks({ page: 1, pages: 5 })).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks({ page: 1, pages: 20 })).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageLinks({ page: 10, pages: 20 })).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageLinks({ page: 5, pages: 9 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('always holds the first, the last and the current page, ascending, and a gap stands for two or more', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 60 })
          .chain((pages) => fc.tuple(fc.integer({ min: 1, max: pages }), fc.constant(pages))),
        ([page, pages]) => {
          const links = pageLinks({ page, pages });
          const numbers = links.filter((link): link is number => link !== 'gap');
          expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
          expect(numbers).toContain(1);
          expect(numbers).toContain(pages);
          expect(numbers).toContain(page);
          links.forEach((link, index) => {
            if (link !== 'gap') return;
            expect((links[index + 1] as number) - (links[index - 1] as number)).toBeGreaterThan(2);
          });
          expect(links.length).toBeLessThanOrEqual(9);
        },
      ),
    );
  });
});
