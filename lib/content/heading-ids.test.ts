import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { Worker } from 'node:worker_threads';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { createHeadingIds, FRAME_IDS, headingSlug } from './heading-ids.ts';

const ids = (headings: string[], locale?: string) => headings.map(createHeadingIds(locale));

/**
 * ids() of each list in a worker thread, given up after `ms`: a search that never ends would
 * otherwise hang the whole test run instead of failing this test.
 */
function idsWithin(lists: string[][], ms = 5000): Promise<string[][]> {
  const moduleUrl = new URL('./heading-ids.ts', import.meta.url).href;
  const code = `import { parentPort, workerData } from 'node:worker_threads';
    import { createHeadingIds } from ${JSON.stringify(moduleUrl)};
    parentPort.postMessage(workerData.map((headings) => headings.map(createHeadingIds())));`;
  const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), { workerData: lists });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`no ids after ${ms} ms`));
    }, ms);
    worker.once('message', (result: string[][]) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

describe('headingSlug', () => {
  it('keeps Cyrillic and Turkish letters, lower-cased, and drops punctuation', () => {
    expect(headingSlug('Шаг первый: интенсивность на минуту', 'ru_RU')).toBe('шаг-первый-интенсивность-на-минуту');
    expect(headingSlug('Что даёт второй экран?', 'ru_RU')).toBe('что-даёт-второй-экран');
    expect(headingSlug("Wrap: Hold'em'de olmayan draw", 'tr_TR')).toBe('wrap-holdemde-olmayan-draw');
    expect(headingSlug('Başlangıç elleri: neye bakmalı?', 'tr_TR')).toBe('başlangıç-elleri-neye-bakmalı');
  });

  it("lower-cases by the site's language: Turkish I is ı, İ is i", () => {
    expect(headingSlug('IĞDIR İstanbul', 'tr_TR')).toBe('ığdır-istanbul');
    expect(headingSlug('Kelly In Practice', 'en_US')).toBe('kelly-in-practice');
  });

  it('never percent-encodes: the id is the letters themselves', () => {
    expect(headingSlug('Ставки на тоталы', 'ru_RU')).not.toMatch(/%/);
  });

  it('makes each run of spaces, dashes and dropped symbols one hyphen, none at the ends', () => {
    expect(headingSlug('  Odds — and   ends - (2025) ', 'en_US')).toBe('odds-and-ends-2025');
    expect(headingSlug('2 ve 4 kuralı', 'tr_TR')).toBe('2-ve-4-kuralı');
  });

  it('gives a heading without a letter or digit a name', () => {
    expect(headingSlug('?!', 'en_US')).toBe('section');
  });
});

describe('createHeadingIds', () => {
  it('numbers a repeated heading from its second appearance', () => {
    expect(ids(['Summary', 'Odds', 'Summary', 'Summary'])).toEqual(['summary', 'odds', 'summary-2', 'summary-3']);
  });

  it('keeps an id when other sections are added, removed or moved', () => {
    const before = ids(['Basics', 'Worked example', 'Mistakes', 'Summary']);
    const after = ids(['Mistakes', 'New section', 'Summary', 'Basics']);
    expect(after[0]).toBe(before[2]);
    expect(after[2]).toBe(before[3]);
    expect(after[3]).toBe(before[0]);
  });

  it('never takes an id the page around the article uses', () => {
    expect(ids(['Main', 'Related', 'What changed', 'On this page'])).toEqual([
      'main-2',
      'related-2',
      'what-changed-2',
      'on-this-page-2',
    ]);
    expect(ids(['Site search', 'Ad marking 0'])).toEqual(['site-search-2', 'ad-marking-0-2']);
  });

  it('stays unique when a heading reads like a numbered repeat', () => {
    const result = ids(['Step 2', 'Step', 'Step', 'Step']);
    expect(new Set(result).size).toBe(4);
    expect(result[0]).toBe('step-2');
  });

  it('ends, with unique ids, for headings whose numbered ids the frame reserves', async () => {
    expect(
      await idsWithin([
        ['User content: notes'],
        ['User content', 'User content', 'User content'],
        ['Ad marking', 'Ad marking', 'Site search option', 'Site search option'],
        ['Section user content 2', 'User content', 'User content'],
      ]),
    ).toEqual([
      ['section-user-content-notes-2'],
      ['user-content', 'section-user-content-2', 'section-user-content-3'],
      ['ad-marking', 'section-ad-marking-2', 'site-search-option', 'section-site-search-option-2'],
      ['section-user-content-2', 'user-content', 'section-user-content-3'],
    ]);
  });

  it('gives any list of headings unique ids that no frame id matches', async () => {
    const word = fc.constantFrom(
      'user',
      'content',
      'section',
      'site',
      'search',
      'option',
      'ad',
      'marking',
      'main',
      '2',
      ':',
    );
    const heading = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '));
    const lists = fc.sample(fc.array(heading, { maxLength: 12 }), { numRuns: 500, seed: 48 });
    const results = await idsWithin(lists);
    results.forEach((result, i) => {
      expect(new Set(result).size, lists[i]!.join(' | ')).toBe(lists[i]!.length);
      for (const id of result) {
        expect(FRAME_IDS).not.toContain(id);
        expect(id).not.toMatch(/^(user-content-|ad-marking-\d+$|site-search-(option|group)-\d+$)/);
      }
    });
  });

  it('lists every fixed id the components write', () => {
    // A new fixed id in a component must join FRAME_IDS, or a heading could take it too.
    const fixed = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
          for (const [, id] of readFileSync(file, 'utf8').matchAll(/\bid="([^"]+)"/g)) fixed.add(id!);
      }
    };
    walk(path.resolve('components'));
    walk(path.resolve('app'));
    expect(fixed.size).toBeGreaterThan(5);
    expect([...fixed].filter((id) => !FRAME_IDS.includes(id))).toEqual([]);
  });
});
