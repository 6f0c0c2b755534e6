import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { takeStock } from '../export/out-in-place.ts';
import { type OutputsRecord, outputsInPlace, recordOutputs } from './outputs-in-place.ts';
import { newPostBuildState, type PostBuildState } from './state.ts';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * An out/ the last build left, holding `files`, with its record of their sizes and change
 * times (as the build record keeps them), and a step's record of them under the key 'k1'.
 */
function lastBuild(files: Record<string, string>): {
  outDir: string;
  record: OutputsRecord;
  state: () => PostBuildState;
} {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outputs-in-place-'));
  const outDir = path.join(dir, 'out');
  for (const [name, text] of Object.entries({ 'index.html': 'home', ...files })) {
    fs.mkdirSync(path.dirname(path.join(outDir, name)), { recursive: true });
    fs.writeFileSync(path.join(outDir, name), text);
  }
  const record = { file: path.join(dir, 'cache', 'record.json'), format: 'test 1', key: 'k1' };
  recordOutputs(record, Object.keys(files));
  const previous = new Map(
    Object.keys(files).map((name) => {
      const { size, ctimeMs } = fs.lstatSync(path.join(outDir, name));
      return [name, { size, ctimeMs, md5: 'recorded' }];
    }),
  );
  return {
    outDir,
    record,
    state: () => ({ ...newPostBuildState(), stock: takeStock(outDir)!, keptHashes: { file: '', previous } }),
  };
}

describe('whole-site files left in place', () => {
  it('keeps the files the record names for the same key while each is as the last build left it', () => {
    const { outDir, record, state } = lastBuild({ 'a.xml': 'a', 'b/c.json': 'c' });
    const now = state();
    expect(outputsInPlace(now, outDir, record, 'a.xml')).toEqual(['a.xml', 'b/c.json']);
    expect(now.stock!.kept).toEqual(new Set(['a.xml', 'b/c.json']));
  });

  it('works them out again for another key, another first file, a file changed or gone, or no stock', () => {
    const { outDir, record, state } = lastBuild({ 'a.xml': 'a', 'b/c.json': 'c' });
    expect(outputsInPlace(state(), outDir, { ...record, key: 'k2' })).toBeUndefined();
    expect(outputsInPlace(state(), outDir, { ...record, format: 'test 2' })).toBeUndefined();
    expect(outputsInPlace(state(), outDir, record, 'b/c.json')).toBeUndefined();
    expect(outputsInPlace(newPostBuildState(), outDir, record)).toBeUndefined();
    // The same bytes written again: its change time moved, so it is not known to be the last build's.
    fs.writeFileSync(path.join(outDir, 'b/c.json'), 'c');
    const changed = state();
    expect(outputsInPlace(changed, outDir, record)).toBeUndefined();
    expect(changed.stock!.kept.size).toBe(0);
    fs.rmSync(path.join(outDir, 'a.xml'));
    expect(outputsInPlace(state(), outDir, record)).toBeUndefined();
  });

  it('works them out again when the record is missing or not a record', () => {
    const { outDir, record, state } = lastBuild({ 'a.xml': 'a' });
    fs.writeFileSync(record.file, '{"format": "test 1", "key": "k1", "files": [1]}');
    expect(outputsInPlace(state(), outDir, record)).toBeUndefined();
    fs.writeFileSync(record.file, '{"format": "test 1", "key": "k1", "fil');
    expect(outputsInPlace(state(), outDir, record)).toBeUndefined();
    fs.rmSync(record.file);
    expect(outputsInPlace(state(), outDir, record)).toBeUndefined();
  });
});
