// Listing pages of a bounded size: a subcategory, an author or a category's part of the
// sitemap with hundreds of articles is read as numbered pages, so no page grows with the site
// (docs/performance.md).
import { LISTING_PAGE_SIZE } from './constants.ts';
import type { UiText } from './ui-text/types.ts';

/** Which page of how many a listing page is; page 1 is the listing's own address. */
export interface PageNumber {
  page: number;
  pages: number;
}

/** How many pages a listing of `total` items takes; an empty listing still has its first page. */
export function pageCount(total: number, size = LISTING_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The items shown on one page (1-based). */
export function itemsOnPage<T>(items: readonly T[], page: number, size = LISTING_PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** The address of page `page` of the listing at `firstPage` ('/cat/sub/' → '/cat/sub/page/2/'). */
export function listingPagePath(firstPage: string, page: number): string {
  return page === 1 ? firstPage : `${firstPage}page/${page}/`;
}

/** The route segments after the listing's own address: none for page 1, ['page', 'n'] after. */
export function pageSegments(page: number): string[] | undefined {
  return page === 1 ? undefined : ['page', String(page)];
}

/**
 * The page number a route's optional segments name, or undefined when they name none this
 * listing has ('page/1' included: page 1 has one address, the listing's own).
 */
export function pageFromSegments(segments: readonly string[] | undefined, pages: number): number | undefined {
  if (segments === undefined || segments.length === 0) return 1;
  if (segments.length !== 2 || segments[0] !== 'page' || !/^[1-9]\d*$/.test(segments[1]!)) return undefined;
  const page = Number(segments[1]);
  return page >= 2 && page <= pages ? page : undefined;
}

/** Every page number of a listing of `total` items, 1 first. */
export function allPages(total: number, size = LISTING_PAGE_SIZE): number[] {
  return Array.from({ length: pageCount(total, size) }, (_, index) => index + 1);
}

/** The optional route segments of each page of a listing of `total` items, for generateStaticParams. */
export function listingSegments(total: number, size = LISTING_PAGE_SIZE): (string[] | undefined)[] {
  return allPages(total, size).map(pageSegments);
}

/** The page a listing route's segments name, of how many; undefined when the listing has no such page. */
export function currentPage(
  segments: readonly string[] | undefined,
  total: number,
  size = LISTING_PAGE_SIZE,
): PageNumber | undefined {
  const pages = pageCount(total, size);
  const page = pageFromSegments(segments, pages);
  return page === undefined ? undefined : { page, pages };
}

/** A listing page's name, with its number after the first page: 'Omaha Poker · Page 2 of 4'. */
export function pagedName(name: string, current: PageNumber, text: Pick<UiText['pagination'], 'pageOf'>): string {
  const label = laterPageLabel(current, text);
  return label ? `${name} · ${label}` : name;
}

/** 'Page 2 of 4' on a listing's later pages, nothing on its first: the page part of a title. */
export function laterPageLabel(
  { page, pages }: PageNumber,
  text: Pick<UiText['pagination'], 'pageOf'>,
): string | undefined {
  return page === 1 ? undefined : text.pageOf(page, pages);
}

/** How many items labelled groups hold together: the length of the listing groupsOnPage cuts. */
export function groupedCount(groups: readonly (readonly [unknown, readonly unknown[]])[]): number {
  return groups.reduce((sum, [, items]) => sum + items.length, 0);
}

/**
 * One page of a listing shown in labelled groups (a subcategory's sub-subcategories): the
 * groups are read as one list in their order, cut into pages, and each page shows the groups
 * its items belong to, a group that runs over a page break under its heading on both pages.
 */
export function groupsOnPage<L, T>(
  groups: readonly (readonly [L, readonly T[]])[],
  page: number,
  size = LISTING_PAGE_SIZE,
): [L, T[]][] {
  const start = (page - 1) * size;
  const end = start + size;
  const shown: [L, T[]][] = [];
  let offset = 0;
  for (const [label, items] of groups) {
    const from = Math.max(start, offset);
    const to = Math.min(end, offset + items.length);
    if (from < to) shown.push([label, items.slice(from - offset, to - offset)]);
    offset += items.length;
    if (offset >= end) break;
  }
  return shown;
}

/**
 * The page numbers a pagination bar shows: the first, the last and two either side of the
 * current one, with 'gap' where numbers are left out, so a bar of 40 pages is as short as
 * one of 9. A gap never hides a single number: that number is shown instead.
 */
export function pageLinks({ page, pages }: PageNumber, reach = 2): (number | 'gap')[] {
  const shown = new Set([1, pages]);
  for (let near = page - reach; near <= page + reach; near += 1) if (near >= 1 && near <= pages) shown.add(near);
  const sorted = [...shown].sort((a, b) => a - b);
  const links: (number | 'gap')[] = [];
  sorted.forEach((number, index) => {
    const before = sorted[index - 1];
    if (before !== undefined && number - before === 2) links.push(before + 1);
    else if (before !== undefined && number - before > 2) links.push('gap');
    links.push(number);
  });
  return links;
}
