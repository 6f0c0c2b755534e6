import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { shareEqualStrings } from './shared-strings.ts';

describe('shareEqualStrings', () => {
  it('leaves every value as it was, walking arrays and plain objects only', () => {
    const when = new Date(0);
    const map = new Map([['a', 'category-slug']]);
    const value = {
      articles: [
        { slug: 'one', entities: [{ category: 'category-slug', subcategories: ['sub', 'sub'] }], when, map },
        { slug: 'two', entities: [{ category: 'category-slug', subcategories: [] }], count: 2, none: null },
      ],
      bare: Object.assign(Object.create(null) as object, { note: 'category-slug' }),
    };
    const before = structuredClone(value);
    shareEqualStrings(value);
    expect(value).toEqual(before);
    expect(value.articles[0]!.when).toBe(when);
    expect(value.articles[0]!.map).toBe(map);
  });

  // The strings' identity shows only in memory: in a process of its own, 200,000 copies of one
  // string that JSON.parse gave each article are measured before and after.
  it('keeps one copy of each string that JSON.parse gave many', () => {
    const code = `
      import { shareEqualStrings } from './lib/content/shared-strings.ts';
      const records = JSON.parse(JSON.stringify(Array.from({ length: 200000 }, (_, i) => ({
        id: i, category: 'betting-strategies-and-bankroll-management',
      }))));
      const used = () => { globalThis.gc(); return process.memoryUsage().heapUsed; };
      const before = used();
      shareEqualStrings(records);
      const after = used();
      console.log(JSON.stringify({ freed: before - after, same: records.every((r) => r.category === 'betting-strategies-and-bankroll-management') }));
    `;
    const answer = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', code], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      encoding: 'utf8',
    });
    expect(answer.stderr).toBe('');
    const { freed, same } = JSON.parse(answer.stdout) as { freed: number; same: boolean };
    expect(same).toBe(true);
    // Each copy is a 56-byte string: 11 MB; the records themselves stay.
    expect(freed).toBeGreaterThan(8 * 2 ** 20);
  });
});
