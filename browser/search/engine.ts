import MiniSearch from 'minisearch';

import { foldCase, searchWords, titleMatches } from '../../lib/search/rules.ts';
import { groupAt } from '../../lib/search/shards.ts';
import type { SearchDocument, SearchGroup, SearchIndexFile } from '../../lib/search/types.ts';
import { yieldToBrowser } from './yield-to-browser.ts';

/** The documents of a search data file; an article's id there is its row (ids are not shipped). */
export function readSearchIndexFile(file: SearchIndexFile): SearchDocument[] {
  return file.articles.map(([title, slug, group], row) => ({
    id: String(row),
    title,
    slug,
    group: groupAt(file.groups, group),
  }));
}

/**
 * Every suffix of every whitespace-separated token of the case-folded title (foldCase). A prefix
 * search over suffixes is a substring search, which is the matching rule (docs/behaviour.md#search): a word matches
 * when the title contains it anywhere ("hold" finds "Texas Hold'em", "old" too).
 */
export function titleTerms(title: string): string[] {
  const terms = new Set<string>();
  for (const token of foldCase(title).split(/\s+/)) {
    const chars = [...token];
    for (let start = 0; start < chars.length; start++) terms.add(chars.slice(start).join(''));
  }
  return [...terms];
}

export interface TitleSearch {
  /** Matching articles grouped under 'category → subcategory', best groups first. */
  search(text: string): SearchGroup[];
}

type TitleIndex = MiniSearch<{ id: number; title: string }>;

function emptyTitleIndex(): TitleIndex {
  // The index knows each title by its position in `documents`: a hit is then an array
  // lookup, where string ids cost a conversion and a map lookup on each of thousands of hits.
  return new MiniSearch<{ id: number; title: string }>({
    fields: ['title'],
    storeFields: [],
    tokenize: (text) => titleTerms(text),
    processTerm: (term) => term,
    searchOptions: {
      // A query word is one term, matched as a prefix of some suffix of a title token.
      tokenize: (text) => [text],
      processTerm: (term) => foldCase(term),
      prefix: true,
      fuzzy: false,
    },
  });
}

/** Builds the title index in one piece (Node: the benchmark and the tests). */
export function createTitleSearch(documents: readonly SearchDocument[]): TitleSearch {
  const index = emptyTitleIndex();
  index.addAll(documents.map((doc, position) => ({ id: position, title: doc.title })));
  return searchOver(index, documents);
}

/** How long the index is built before the browser gets a turn: well under a frame. */
const INDEX_SLICE_MS = 8;

/**
 * Builds the title index in the browser, on first use, in slices of INDEX_SLICE_MS with a
 * turn for the browser between them. At 10,000 titles the build is 0.4 to 0.6 s of CPU here and
 * several times that on a phone: in one piece it would hold up the keys the reader is
 * typing and the "Searching…" line (docs/performance.md).
 */
export async function buildTitleSearch(
  documents: readonly SearchDocument[],
  { sliceMs = INDEX_SLICE_MS, now = () => performance.now(), giveWay = yieldToBrowser } = {},
): Promise<TitleSearch> {
  const index = emptyTitleIndex();
  let next = 0;
  while (next < documents.length) {
    const sliceEnd = now() + sliceMs;
    do {
      index.add({ id: next, title: documents[next]!.title });
      next += 1;
    } while (next < documents.length && now() < sliceEnd);
    if (next < documents.length) await giveWay();
  }
  return searchOver(index, documents);
}

function searchOver(index: TitleIndex, documents: readonly SearchDocument[]): TitleSearch {
  return {
    search(text) {
      const words = searchWords(text);
      if (words.length === 0) return [];
      // The index looks up the longest word only: its matches hold every title that has all
      // the words, and the rule below keeps those. Short words ('ma' of 'bankroll ma') match
      // thousands of suffixes, and scoring them all is what made multi-word queries slow.
      // A hit contains the longest word (a prefix of a suffix of one of its words is a
      // substring of the title), so the rule is asked about the other words only.
      const longestAt = words.reduce((best, word, at) => (word.length > words[best]!.length ? at : best), 0);
      const others = words.filter((_, at) => at !== longestAt);
      const groups = new Map<string, SearchDocument[]>();
      for (const hit of index.search(words[longestAt]!)) {
        const doc = documents[hit.id as number];
        if (!doc || (others.length > 0 && !titleMatches(doc.title, others))) continue;
        const list = groups.get(doc.group);
        if (list) list.push(doc);
        else groups.set(doc.group, [doc]);
      }
      return [...groups].map(([heading, results]) => ({ heading, results }));
    },
  };
}
