// Writes a site's search files (docs/behaviour.md#search-at-scale), build time only: one
// file up to TITLES_PER_SHARD titles, else the manifest's lists cut into pages.
import { createHash } from 'node:crypto';

import { foldCase } from './rules.ts';
import {
  BUCKET_TITLES,
  MAX_BUCKETS,
  NAMED_MIN_TITLES,
  PAGE_ROWS,
  TITLES_PER_SHARD,
  allList,
  bucketList,
  bucketOf,
  namedList,
  pageUrl,
  trigrams,
  type ListEntry,
  type ListPage,
  type ListRef,
  type PagedManifest,
} from './shards.ts';
import type { SearchIndexFile } from './types.ts';

export interface ListOptions {
  titlesPerShard?: number;
  pageRows?: number;
  namedMinTitles?: number;
  bucketTitles?: number;
}

/** A written page: its address and JSON. */
export interface ListFile {
  url: string;
  json: string;
}

/** How many buckets hold `titles` rows of rare trigrams: a power of two, BUCKET_TITLES each at most on average. */
export function bucketCount(rows: number, bucketTitles = BUCKET_TITLES): number {
  let count = 1;
  while (count * bucketTitles < rows && count < MAX_BUCKETS) count *= 2;
  return count;
}

/**
 * The manifest and the pages of a site over TITLES_PER_SHARD titles, or undefined for a
 * smaller one (its one file is the whole index, as before). Rows are put in one fixed order,
 * heading first, so that the first matches of any list are the first the box lists.
 */
export function writeSearchLists(
  whole: SearchIndexFile,
  {
    titlesPerShard = TITLES_PER_SHARD,
    pageRows = PAGE_ROWS,
    namedMinTitles = NAMED_MIN_TITLES,
    bucketTitles = BUCKET_TITLES,
  }: ListOptions = {},
): { manifest: PagedManifest; files: ListFile[] } | undefined {
  if (whole.articles.length <= titlesPerShard) return undefined;
  // Stable: within a heading, the site's own order (the whole index's).
  const ordered = whole.articles
    .map((row, at) => ({ row, at }))
    .sort((a, b) => a.row[2] - b.row[2] || a.at - b.at)
    .map(({ row }) => row);

  const byTrigram = new Map<string, number[]>();
  ordered.forEach((row, at) => {
    for (const trigram of trigrams(foldCase(row[0]))) {
      const list = byTrigram.get(trigram);
      if (list) list.push(at);
      else byTrigram.set(trigram, [at]);
    }
  });
  const named = [...byTrigram].filter(([, rows]) => rows.length >= namedMinTitles).sort(([a], [b]) => (a < b ? -1 : 1));
  const rare = [...byTrigram].filter(([, rows]) => rows.length < namedMinTitles);
  const rareRows = rare.reduce((sum, [, rows]) => sum + rows.length, 0);
  const buckets: Set<number>[] = Array.from({ length: bucketCount(rareRows, bucketTitles) }, () => new Set());
  for (const [trigram, rows] of rare) {
    const bucket = buckets[bucketOf(trigram, buckets.length)]!;
    for (const row of rows) bucket.add(row);
  }

  const files: ListFile[] = [];
  const entryOf = (positions: readonly number[], name: (entry: ListEntry) => ListRef): ListEntry => {
    const rows: ListPage = positions.map((at) => ordered[at]!);
    const version = createHash('sha256')
      .update(JSON.stringify([pageRows, rows]))
      .digest('hex')
      .slice(0, 8);
    const entry: ListEntry = [version, rows.length];
    const list = name(entry);
    for (let page = 0; page * pageRows < rows.length; page++)
      files.push({
        url: pageUrl(list, page),
        json: JSON.stringify(rows.slice(page * pageRows, (page + 1) * pageRows)),
      });
    return entry;
  };

  const manifest: PagedManifest = { pageRows, groups: whole.groups, all: ['', 0], named: {}, buckets: [] };
  manifest.all = entryOf(
    ordered.map((_, at) => at),
    (entry) => allList({ ...manifest, all: entry }),
  );
  for (const [trigram, rows] of named) manifest.named[trigram] = entryOf(rows, (entry) => namedList(trigram, entry));
  manifest.buckets = buckets.map((bucket, at) =>
    entryOf(
      [...bucket].sort((a, b) => a - b),
      (entry) => bucketList(at, entry),
    ),
  );
  return { manifest, files };
}
