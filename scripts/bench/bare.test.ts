import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { loadSiteContent } from '../../lib/content/load.ts';
import { BARE_SOURCE, type BuildPages, compareWithBare, measureBareExport, sharedPageFiles } from './bare.ts';

const projectRoot = path.resolve(import.meta.dirname, '../..');
const content = loadSiteContent({ root: projectRoot, siteId: 'oddsaces' });
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

describe('sharedPageFiles', () => {
  it('lists home, every article, every category and the first page of every subcategory', () => {
    const files = sharedPageFiles(content);
    const subcategories = content.categories.reduce((sum, category) => sum + category.children.length, 0);
    expect(files).toHaveLength(1 + content.articles.length + content.categories.length + subcategories);
    expect(files).toContain('index.html');
    expect(files).toContain(`${content.articles[0]!.url.slice(1)}index.html`);
    expect(files).toContain(`${content.categories[0]!.children[0]!.url.slice(1)}index.html`);
    expect(files.some((file) => file.includes('/page/') || file.startsWith('authors/'))).toBe(false);
  });
});

describe('compareWithBare', () => {
  const build = (wallMs: number, peakGiB: number) => ({ wallMs, cpuMs: wallMs, peakTreeBytes: peakGiB * 1024 ** 3 });

  it("gives pages per second on each build's own pages and on the shared ones, and the memory ratio", () => {
    const ours: BuildPages = { build: build(10_000, 1.2), htmlPages: 1_200, sharedPages: 1_000 };
    const bare: BuildPages = { build: build(20_000, 1.0), htmlPages: 1_002, sharedPages: 1_000 };
    const comparison = compareWithBare(ours, bare);
    expect(comparison.ownPages).toEqual({ ours: 120, bare: 50.1, ratio: 120 / 50.1 });
    expect(comparison.sharedPages).toEqual({ ours: 100, bare: 50, ratio: 2 });
    expect(comparison.memory.ratio).toBeCloseTo(1.2, 10);
    expect(comparison).toMatchObject({ pagesPerSecondMet: true, memoryMet: true });
  });

  it('judges the targets on the shared pages and on memory', () => {
    const ours: BuildPages = { build: build(10_000, 1.3), htmlPages: 3_000, sharedPages: 1_000 };
    const bare: BuildPages = { build: build(14_000, 1.0), htmlPages: 1_002, sharedPages: 1_000 };
    // Its own pages give 2.1× the bare export's pages per second; the shared ones 1.4×: not met.
    expect(compareWithBare(ours, bare)).toMatchObject({ pagesPerSecondMet: false, memoryMet: false });
  });
});

describe('measureBareExport', () => {
  function projectWithout(): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bare-export-'));
    folders.push(root);
    return root;
  }

  it('copies the bare app, runs its build over the corpus and counts its pages', async () => {
    const root = projectWithout();
    const writes = sharedPageFiles(content)
      .map((file) => `mkdir -p "out/$(dirname ${file})" && echo page > out/${file}`)
      .join(' && ');
    // The build sees the corpus's folder in BARE_CONTENT_ROOT and its own files in the working folder.
    const command = `test "$BARE_CONTENT_ROOT" = "${projectRoot}" && test -f app/layout.tsx && ${writes} && echo x > out/404.html`;
    const phases: string[] = [];
    const bare = await measureBareExport(root, projectRoot, 'oddsaces', content, (line) => phases.push(line), command);
    expect(bare).toMatchObject({
      articles: content.articles.length,
      htmlPages: sharedPageFiles(content).length + 1,
      sharedPages: sharedPageFiles(content).length,
    });
    expect(fs.readdirSync(path.join(root, '.bench', 'bare', 'next', 'app')).sort()).toEqual(
      fs.readdirSync(path.join(BARE_SOURCE, 'app')).sort(),
    );
  }, 30_000);

  it('refuses a bare export that lacks a shared page', async () => {
    const command = 'mkdir -p out && echo home > out/index.html';
    await expect(
      measureBareExport(projectWithout(), projectRoot, 'oddsaces', content, () => {}, command),
    ).rejects.toThrow(/^bench: the bare export has no articles\/.* pages missing\)$/);
  }, 30_000);
});
