// Listing pages of a bounded size whose addresses keep their articles (docs/behaviour.md#listing-pages).
// A subcategory, an author or a category's part of the sitemap shows its newest articles at
// its own address; the older ones are on archive pages numbered from the oldest, each holding
// a fixed run of `size` articles in publication order. A new article changes the first page;
// every `size` new articles, one archive page is added and its older neighbour gains a link to
// it. No page shows anything that depends on how many pages there are.
import { LISTING_PAGE_SIZE } from './constants.ts';
import type { UiText } from './ui-text/types.ts';

/** Which page of a listing: its own address (archive 0) or archive page 1 (the oldest) and on. */
export interface ListingPage {
  archive: number;
  /** How many archive pages the listing has: whether a newer one exists. */
  archives: number;
}

/** What decides an item's archive page: when it was published, then its slug (never its title). */
export interface Dated {
  publishedAt: string;
  slug: string;
}

/** The path segment of archive pages: /{listing}/archive/{n}/. */
export const ARCHIVE_SEGMENT = 'archive';

/**
 * How many full archive pages a listing of `total` items has: every run of `size` items but
 * the newest one, which the first page shows with the items no archive page holds yet. The
 * first page so shows `size` to 2·`size`−1 items once the listing has `size`, every archive
 * page exactly `size`.
 */
export function archiveCount(total: number, size = LISTING_PAGE_SIZE): number {
  return Math.max(0, Math.floor(total / size) - 1);
}

/** The positions, counted from the oldest item, of the items a page shows: [start, end). */
export function pageRange(
  { archive, archives }: ListingPage,
  total: number,
  size = LISTING_PAGE_SIZE,
): [number, number] {
  return archive === 0 ? [archives * size, total] : [(archive - 1) * size, archive * size];
}

/** Publication order, oldest first; by slug within one instant, so a retitle never moves an item to another page. */
export function olderFirst(a: Dated, b: Dated): number {
  if (a.publishedAt !== b.publishedAt) return a.publishedAt < b.publishedAt ? -1 : 1;
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

/** A listing's entries in publication order, oldest first, each naming its group and its place in it. */
function entriesOldestFirst<L, T extends Dated>(groups: readonly (readonly [L, readonly T[]])[]) {
  const entries = groups.flatMap(([, items], group) => items.map((item, index) => ({ item, group, index })));
  return entries.sort((a, b) => olderFirst(a.item, b.item) || a.group - b.group);
}

/** The groups holding `entries`, in the groups' own order and each group's own order, empty groups left out. */
function groupsHolding<L, T>(
  groups: readonly (readonly [L, readonly T[]])[],
  entries: readonly { group: number; index: number }[],
): [L, T[]][] {
  const shown = groups.map((): number[] => []);
  for (const { group, index } of entries) shown[group]!.push(index);
  return groups.flatMap(([label, items], group): [L, T[]][] => {
    const indexes = shown[group]!.sort((a, b) => a - b);
    return indexes.length > 0 ? [[label, indexes.map((index) => items[index]!)]] : [];
  });
}

/**
 * One page of a listing shown in labelled groups (a subcategory's sub-subcategories, a
 * category's subcategories): which items it holds is decided by publication order over the
 * whole listing (pageRange), and they are shown in the groups' own order, each group under its
 * label, a group with none on the page left out. An item listed in two groups is two entries.
 */
export function groupsOnPage<L, T extends Dated>(
  groups: readonly (readonly [L, readonly T[]])[],
  page: ListingPage,
  size = LISTING_PAGE_SIZE,
): [L, T[]][] {
  const entries = entriesOldestFirst(groups);
  const [start, end] = pageRange(page, entries.length, size);
  return groupsHolding(groups, entries.slice(start, end));
}

/**
 * Every page of a listing with the groups it shows (groupsOnPage), in listingPages' order: the
 * listing sorted once, not once a page, for callers that need them all (the build plan).
 */
export function everyPageGroups<L, T extends Dated>(
  groups: readonly (readonly [L, readonly T[]])[],
  size = LISTING_PAGE_SIZE,
): { page: ListingPage; groups: [L, T[]][] }[] {
  const entries = entriesOldestFirst(groups);
  const archives = archiveCount(entries.length, size);
  return listingPages(entries.length, size).map((archive) => {
    const page = { archive, archives };
    const [start, end] = pageRange(page, entries.length, size);
    return { page, groups: groupsHolding(groups, entries.slice(start, end)) };
  });
}

/** The items one page of an ungrouped listing shows, in the listing's order (newest first). */
export function itemsOnPage<T extends Dated>(items: readonly T[], page: ListingPage, size = LISTING_PAGE_SIZE): T[] {
  return groupsOnPage([[null, items]], page, size)[0]?.[1] ?? [];
}

/** The address of a page of the listing at `firstPage` ('/cat/sub/' → '/cat/sub/archive/2/'). */
export function listingPagePath(firstPage: string, archive: number): string {
  return archive === 0 ? firstPage : `${firstPage}${ARCHIVE_SEGMENT}/${archive}/`;
}

/** The route segments after the listing's own address: none for its first page, ['archive', 'n'] after. */
export function pageSegments(archive: number): string[] | undefined {
  return archive === 0 ? undefined : [ARCHIVE_SEGMENT, String(archive)];
}

/** The archive number a route's optional segments name (0: none), or undefined when the listing has no such page. */
export function pageFromSegments(segments: readonly string[] | undefined, archives: number): number | undefined {
  if (segments === undefined || segments.length === 0) return 0;
  if (segments.length !== 2 || segments[0] !== ARCHIVE_SEGMENT || !/^[1-9]\d*$/.test(segments[1]!)) return undefined;
  const archive = Number(segments[1]);
  return archive <= archives ? archive : undefined;
}

/** Every page of a listing of `total` items: 0 (its own address), then its archive pages from the oldest. */
export function listingPages(total: number, size = LISTING_PAGE_SIZE): number[] {
  return Array.from({ length: archiveCount(total, size) + 1 }, (_, index) => index);
}

/** The optional route segments of each page of a listing of `total` items, for generateStaticParams. */
export function listingSegments(total: number, size = LISTING_PAGE_SIZE): (string[] | undefined)[] {
  return listingPages(total, size).map(pageSegments);
}

/** The page a listing route's segments name; undefined when the listing has no such page. */
export function currentPage(
  segments: readonly string[] | undefined,
  total: number,
  size = LISTING_PAGE_SIZE,
): ListingPage | undefined {
  const archives = archiveCount(total, size);
  const archive = pageFromSegments(segments, archives);
  return archive === undefined ? undefined : { archive, archives };
}

/**
 * Where a page's navigation leads, by archive number (0: the listing's own address): the
 * newest articles, the next newer page and the next older one. Only neighbours, so a page's
 * links change when a newer page is added next to it, not with every article.
 */
export function pageNeighbours({ archive, archives }: ListingPage): {
  newest?: number;
  newer?: number;
  older?: number;
} {
  if (archive === 0) return archives > 0 ? { older: archives } : {};
  return {
    newest: 0,
    ...(archive < archives ? { newer: archive + 1 } : {}),
    ...(archive > 1 ? { older: archive - 1 } : {}),
  };
}

/** A listing page's name, with its archive number on an archive page: 'Omaha Poker · Archive page 2'. */
export function pagedName(name: string, page: ListingPage, text: Pick<UiText['pagination'], 'archivePage'>): string {
  const label = archiveLabel(page, text);
  return label ? `${name} · ${label}` : name;
}

/** 'Archive page 2' on an archive page, nothing on the first: the page part of a title. */
export function archiveLabel(
  { archive }: ListingPage,
  text: Pick<UiText['pagination'], 'archivePage'>,
): string | undefined {
  return archive === 0 ? undefined : text.archivePage(archive);
}

/** How many items labelled groups hold together: the length of the listing groupsOnPage cuts. */
export function groupedCount(groups: readonly (readonly [unknown, readonly unknown[]])[]): number {
  return groups.reduce((sum, [, items]) => sum + items.length, 0);
}

/**
 * The addresses a listing of `total` items had when its later pages were counted from the
 * newest (`…/page/2/` and on, `size` items each). Their articles shifted with every new
 * article, so none of them names an archive page: each is redirected to the listing's own
 * address (lib/content/redirects.ts).
 */
export function formerPagePaths(firstPage: string, total: number, size = LISTING_PAGE_SIZE): string[] {
  const pages = Math.max(1, Math.ceil(total / size));
  return Array.from({ length: pages - 1 }, (_, index) => `${firstPage}page/${index + 2}/`);
}
