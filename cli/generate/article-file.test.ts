import fs from 'node:fs';
import path from 'node:path';

import { beforeEach, describe, expect, it } from 'vitest';

import {
  articleMarkdown,
  contentProblems,
  nextFreeId,
  slugFor,
  writeNewFile,
  type NewArticle,
} from './article-file.ts';
import { setUpTemporaryFolders } from '../../tests/support/generation/temporary-folders.ts';

const article: NewArticle = {
  id: 12,
  title: 'Pot Odds: "When" a Call Pays',
  slug: 'pot-odds-when-a-call-pays',
  author: 'Asha Verma',
  published: '2026-01-15',
  description: 'How to compare a price\nwith your chance: a worked example.',
  category: 'poker-tutorials',
  subcategory: 'texas-holdem-basics',
  subsubcategories: ['Pot Odds', 'Outs'],
  body: '\nOpening paragraph.\n\n## A section\n\nText.\n\n',
  draft: true,
  generated: { model: 'fake-model', checks: ['answer-json', 'lengths'] },
};

describe('articleMarkdown', () => {
  it('writes frontmatter that lib/content accepts, with the description on one line', () => {
    const source = articleMarkdown(article);
    expect(contentProblems(source, 'new.md')).toEqual([]);
    expect(source).toContain('description: "How to compare a price with your chance: a worked example."');
    expect(source.endsWith('---\n\nOpening paragraph.\n\n## A section\n\nText.\n')).toBe(true);
  });
});

describe('a generated article waits for review', () => {
  it('opens with draft: true and records the model and the checks it passed, which the schema accepts', () => {
    const source = articleMarkdown(article);
    expect(source.startsWith('---\ndraft: true\nid: 12\n')).toBe(true);
    expect(source).toContain('generated:\n  model: fake-model\n  checks:\n    - answer-json\n    - lengths\n---');
    expect(contentProblems(source, 'new.md')).toEqual([]);
  });

  it('has no draft line when written published', () => {
    const source = articleMarkdown({ ...article, draft: false });
    expect(source).not.toMatch(/^draft:/m);
    expect(source).toContain('generated:\n  model: fake-model');
  });
});

describe('contentProblems', () => {
  it('reports what lib/content would, one line each', () => {
    const source = articleMarkdown({ ...article, slug: 'Bad_Slug' });
    expect(contentProblems(source, 'new.md')).toEqual([
      expect.stringMatching(/^new\.md: field "slug" is "Bad_Slug"; expected a lowercase-kebab/),
    ]);
  });
});

describe('nextFreeId', () => {
  it('is one more than the highest numeric id, ignoring text ids', () => {
    expect(nextFreeId(['3', '410', 'guide-7', '12'])).toBe(411);
    expect(nextFreeId([])).toBe(1);
  });
});

describe('slugFor', () => {
  it('transliterates Russian and Turkish titles to lowercase-kebab', () => {
    expect(slugFor('Шансы банка: как считать EV?', new Set(), 'x')).toBe('shansy-banka-kak-schitat-ev');
    expect(slugFor('Pot Oranları ve İyi Çağrılar: Şans mı?', new Set(), 'x')).toBe(
      'pot-oranlari-ve-iyi-cagrilar-sans-mi',
    );
  });

  it('adds -2, -3… until the slug is free', () => {
    expect(slugFor('Pot Odds', new Set(['pot-odds', 'pot-odds-2']), 'x')).toBe('pot-odds-3');
  });

  it('cuts a long title at a word, and falls back when nothing is left', () => {
    const slug = slugFor('word '.repeat(40), new Set(), 'x');
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith('word')).toBe(true);
    expect(slugFor('🎲 ♠️', new Set(), 'article-12')).toBe('article-12');
  });
});

describe('writeNewFile', () => {
  const temporaryFolder = setUpTemporaryFolders();
  let dir: string;
  beforeEach(() => {
    dir = temporaryFolder('write-new-');
  });

  it('writes the whole text and leaves no temporary file', () => {
    expect(writeNewFile(path.join(dir, 'a.md'), 'text\n')).toBe(true);
    expect(fs.readdirSync(dir)).toEqual(['a.md']);
    expect(fs.readFileSync(path.join(dir, 'a.md'), 'utf8')).toBe('text\n');
  });

  it('never overwrites an existing file', () => {
    fs.writeFileSync(path.join(dir, 'a.md'), 'old\n');
    expect(writeNewFile(path.join(dir, 'a.md'), 'new\n')).toBe(false);
    expect(fs.readFileSync(path.join(dir, 'a.md'), 'utf8')).toBe('old\n');
    expect(fs.readdirSync(dir)).toEqual(['a.md']);
  });
});
