// The search of a large site (docs/behaviour.md#search-at-scale): the pages of one list,
// fetched in their fixed order only until there are enough matches for what the box lists.
// No index is built: every title of a page is folded once, and the rule decides each match.
import { foldCase, QUERY_MEASURE, searchWords } from '../../lib/search/rules.ts';
import { groupAt, listForWords, pageUrl, pagesOf, type ListPage, type PagedManifest } from '../../lib/search/shards.ts';
import type { SearchDocument, SearchGroup } from '../../lib/search/types.ts';

/** What a search found so far: its first matches, grouped, and whether they are all. */
export interface SearchFound {
  groups: SearchGroup[];
  complete: boolean;
  /** Titles read so far, when not `complete`. */
  searched?: number;
}

export interface PagedSearch {
  /**
   * The matches of `text` in the pages read until more than `shown` matched (every match when
   * fewer), fetching pages as needed; `complete` when the list was read to its end.
   */
  search(text: string, shown: number): Promise<SearchFound>;
}

interface LoadedPage {
  documents: SearchDocument[];
  folded: string[];
}

/** Pages read for one search or one 'show more' at most: about 8 KB gzip (PAGE_ROWS titles a page). */
export const PAGES_PER_STEP = 2;

/** Pages kept in memory: those of a few lists, a few hundred KB at most. */
const PAGES_KEPT = 32;

export function pagedSearch(manifest: PagedManifest, fetchPage: (url: string) => Promise<ListPage>): PagedSearch {
  const pages = new Map<string, Promise<LoadedPage>>();

  function page(url: string): Promise<LoadedPage> {
    let loaded = pages.get(url);
    if (loaded) pages.delete(url);
    else {
      loaded = fetchPage(url).then((rows) => ({
        documents: rows.map(([title, slug, group]) => ({
          id: slug,
          title,
          slug,
          group: groupAt(manifest.groups, group),
        })),
        folded: rows.map(([title]) => foldCase(title)),
      }));
      // A page that failed is fetched again on the next search.
      loaded.catch(() => pages.delete(url));
    }
    // The most recent use goes last, so the oldest is the one let go.
    pages.set(url, loaded);
    while (pages.size > PAGES_KEPT) pages.delete(pages.keys().next().value!);
    return loaded;
  }

  // The search last asked for, kept so that 'show more' reads on from where it stopped.
  let last: { text: string; found: SearchDocument[]; read: number } | undefined;

  return {
    async search(text, shown) {
      const words = searchWords(text);
      if (words.length === 0) return { groups: [], complete: true };
      const list = listForWords(words, manifest);
      const count = pagesOf(list, manifest);
      const cursor = last?.text === text ? last : { text, found: [], read: 0 };
      last = cursor;
      // One match more than the box lists says that there are more, and where to stop; a step
      // reads PAGES_PER_STEP pages at most, however rare the matches.
      for (let step = 0; step < PAGES_PER_STEP && cursor.read < count && cursor.found.length <= shown; step++) {
        const at = cursor.read;
        const { documents, folded } = await page(pageUrl(list, at));
        // A newer search, or the same one asked twice, moved on meanwhile.
        if (last !== cursor || cursor.read !== at) break;
        const started = performance.now();
        for (let row = 0; row < documents.length; row++)
          if (words.every((word) => folded[row]!.includes(word))) cursor.found.push(documents[row]!);
        performance.measure(QUERY_MEASURE, { start: started });
        cursor.read += 1;
      }
      return {
        groups: grouped(cursor.found),
        complete: cursor.read === count,
        searched: Math.min(cursor.read * manifest.pageRows, list.entry[1]),
      };
    },
  };
}

/** Matches under their headings, in the list's order: the headings come one after the other. */
function grouped(found: readonly SearchDocument[]): SearchGroup[] {
  const groups = new Map<string, SearchDocument[]>();
  for (const doc of found) {
    const list = groups.get(doc.group);
    if (list) list.push(doc);
    else groups.set(doc.group, [doc]);
  }
  return [...groups].map(([heading, results]) => ({ heading, results }));
}
