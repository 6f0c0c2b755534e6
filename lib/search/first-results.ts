import type { SearchDocument, SearchGroup } from './types.ts';

/** What the search box lists: the groups as shown, their results in order, and how many more matched. */
export interface FirstResults {
  groups: SearchGroup[];
  results: SearchDocument[];
  notShown: number;
}

/**
 * The first `count` results in the order the box lists them (group by group, each group cut
 * where the count runs out), and how many matched beyond them.
 */
export function firstResults(groups: readonly SearchGroup[], count: number): FirstResults {
  const shown: SearchGroup[] = [];
  let left = count;
  let matched = 0;
  for (const group of groups) {
    matched += group.results.length;
    if (left > 0) shown.push({ heading: group.heading, results: group.results.slice(0, left) });
    left -= group.results.length;
  }
  const results = shown.flatMap((group) => group.results);
  return { groups: shown, results, notShown: matched - results.length };
}
