import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { BENCHMARKS_DIR, writeBenchmarkRecord } from './results.ts';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

describe('writeBenchmarkRecord', () => {
  it('writes the data as JSON and the tables as Markdown under docs/benchmarks/, the newest run over the last', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-results-'));
    folders.push(root);
    const record = {
      name: 'incremental',
      title: 'Benchmark: incremental builds',
      command: 'npm run bench -- --incremental',
      startedAt: '2026-11-29T11:00:00.000Z',
      data: { sizes: [1] },
      markdown: '| a |\n| --- |\n| 1 |\n',
    };
    writeBenchmarkRecord(root, record);
    const file = writeBenchmarkRecord(root, { ...record, data: { sizes: [2] }, markdown: '| a |\n| --- |\n| 2 |' });
    const dir = path.join(root, BENCHMARKS_DIR);
    expect(file).toBe(path.join(dir, 'incremental.md'));
    expect(fs.readdirSync(dir).sort()).toEqual(['incremental.json', 'incremental.md']);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'incremental.json'), 'utf8'))).toEqual({ sizes: [2] });
    const markdown = fs.readFileSync(file, 'utf8');
    expect(
      markdown.startsWith(
        '# Benchmark: incremental builds\n\nWritten by `npm run bench -- --incremental`, started 2026-11-29T11:00:00.000Z on ',
      ),
    ).toBe(true);
    expect(markdown).toContain('incremental.json beside this file');
    expect(markdown.endsWith('| a |\n| --- |\n| 2 |\n')).toBe(true);
    expect(markdown).not.toContain('| 1 |');
  });
});
