import MiniSearch from 'minisearch';

import { searchWords, titleMatches } from './rules';
import type { SearchDocument, SearchGroup, SearchIndexFile } from './types';

/** The documents of a search data file; an article's id there is its row (ids are not shipped). */
export function readSearchIndexFile(file: SearchIndexFile): SearchDocument[] {
  return file.articles.map(([title, slug, group], row) => ({ id: String(row), title, slug, group: file.groups[group] ?? '' }));
}

/**
 * Every suffix of every whitespace-separated token of the lowercased title. A prefix
 * search over suffixes is a substring search, which is SPEC's rule: a word matches
 * when the title contains it anywhere ("hold" finds "Texas Hold'em", "old" too).
 */
export function titleTerms(title: string): string[] {
  const terms = new Set<string>();
  for (const token of title.toLowerCase().split(/\s+/)) {
    const chars = [...token];
    for (let start = 0; start < chars.length; start++) terms.add(chars.slice(start).join(''));
  }
  return [...terms];
}

export interface TitleSearch {
  /** Matching articles grouped under 'category → subcategory', best groups first. */
  search(text: string): SearchGroup[];
}

/** Builds the title index from the search data file (in the browser, on first use). */
export function createTitleSearch(documents: readonly SearchDocument[]): TitleSearch {
  // The index knows each title by its position in `documents`: a hit is then an array
  // lookup, where string ids cost a conversion and a map lookup on each of thousands of hits.
  const index = new MiniSearch<{ id: number; title: string }>({
    fields: ['title'],
    storeFields: [],
    tokenize: (text) => titleTerms(text),
    processTerm: (term) => term,
    searchOptions: {
      // A query word is one term, matched as a prefix of some suffix of a title token.
      tokenize: (text) => [text],
      processTerm: (term) => term.toLowerCase(),
      prefix: true,
      fuzzy: false,
    },
  });
  index.addAll(documents.map((doc, position) => ({ id: position, title: doc.title })));

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
