import { describe, expect, it } from 'vitest';

import { firstResults } from './first-results.ts';
import type { SearchDocument, SearchGroup } from './types.ts';

const doc = (id: number): SearchDocument => ({ id: String(id), title: `Title ${id}`, slug: `title-${id}`, group: '' });
const group = (heading: string, ids: number[]): SearchGroup => ({ heading, results: ids.map(doc) });
const groups = [group('A → a', [1, 2, 3]), group('B → b', [4, 5]), group('C → c', [6])];

describe('firstResults', () => {
  it('keeps whole groups while the count lasts and cuts the group where it runs out', () => {
    const first = firstResults(groups, 4);
    expect(first.groups).toEqual([group('A → a', [1, 2, 3]), group('B → b', [4])]);
    expect(first.results.map((r) => r.id)).toEqual(['1', '2', '3', '4']);
    expect(first.notShown).toBe(2);
  });

  it('lists everything, with nothing left over, when the count reaches the matches', () => {
    for (const count of [6, 20]) {
      const first = firstResults(groups, count);
      expect(first.groups).toEqual(groups);
      expect(first.notShown).toBe(0);
    }
  });

  it('lists nothing for no matches', () => {
    expect(firstResults([], 20)).toEqual({ groups: [], results: [], notShown: 0 });
  });
});
