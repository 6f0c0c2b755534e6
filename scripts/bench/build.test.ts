import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { writeSiteFolder } from '../../tests/support/hosting/site-folder.ts';
import { childrenCpuMs, measureBuild, measureOutput } from './build.ts';

describe('childrenCpuMs', () => {
  it("adds the user and system time of bash's children", () => {
    expect(childrenCpuMs('0m0.010s 0m0.002s\n1m2.500s 0m3.250s\n')).toBe(65_750);
  });

  it('throws on text that is not the output of times', () => {
    expect(() => childrenCpuMs('nothing')).toThrow(/CPU time/);
  });
});

describe('measureOutput', () => {
  it('counts the pages, sums the bytes by kind and names the largest page', () => {
    const dir = writeSiteFolder({
      'index.html': '<p>home</p>',
      'sitemap/index.html': `<p>${'x'.repeat(500)}</p>`,
      'sitemap/index.txt': 'rsc',
      'page-data/index/page-data.json': '{}',
      '_next/static/a.js': 'js',
    });
    const output = measureOutput(dir);
    expect(output.htmlPages).toBe(2);
    expect(output.byKind).toEqual({ html: 11 + 507, rsc: 3, data: 2, static: 2 });
    expect(output.totalBytes).toBe(11 + 507 + 3 + 2 + 2);
    expect(output.largestPage).toEqual({ path: 'sitemap/index.html', bytes: 507 });
  });
});

describe('measureBuild', () => {
  it('runs the command it is given with the environment it is given, and reads its phases', async () => {
    const dir = writeSiteFolder({ 'out/old.html': 'the build before' });
    const phases: string[] = [];
    const build = await measureBuild(dir, 'bench', (phase) => phases.push(phase), {
      command: 'mkdir out && echo "$BENCH_PROBE $SITE_ID" > out/probe.txt && echo "▲ Next.js 16"',
      env: { BENCH_PROBE: 'given' },
    });
    expect(fs.readFileSync(path.join(dir, 'out', 'probe.txt'), 'utf8')).toBe('given bench\n');
    expect(fs.existsSync(path.join(dir, 'out', 'old.html'))).toBe(false);
    expect(phases).toEqual(['next build: start-up']);
    expect(build.phases.map((phase) => phase.name)).toEqual(['next build: start-up']);
    expect(build.cpuMs).toBeGreaterThanOrEqual(0);
  }, 30_000);

  it('starts from out/, .next/ and .cache/ of the build before only as the options keep them', async () => {
    const before = { 'out/old.html': 'page', '.next/BUILD_ID': 'id', '.cache/og/a.png': 'image' };
    const left = async (options: { keepCache?: boolean; keepOutput?: boolean }) => {
      const dir = writeSiteFolder(before);
      await measureBuild(dir, 'bench', () => {}, { command: 'true', ...options });
      return Object.keys(before).filter((file) => fs.existsSync(path.join(dir, file)));
    };
    expect(await left({})).toEqual([]);
    expect(await left({ keepOutput: true })).toEqual([]);
    expect(await left({ keepCache: true })).toEqual(['.cache/og/a.png']);
    expect(await left({ keepCache: true, keepOutput: true })).toEqual(Object.keys(before));
  }, 30_000);

  it('names the phases of the build in two processes, compile then generate', async () => {
    const dir = writeSiteFolder({});
    // The lines both runs of scripts/next-build.sh print, in their order.
    const lines = [
      '▲ Next.js 16',
      '  Creating an optimized production build ...',
      '  Collecting page data using 2 workers ...',
      '  Finalizing page optimization ...',
      '  Build ran with "compile" mode, to finalize the build run either "generate" or "generate-env" mode as well',
      '▲ Next.js 16',
      '  Creating an optimized production build ...',
      '  Collecting page data using 2 workers ...',
      '  Generating static pages using 2 workers (0/166) ...',
      '✓ Generating static pages using 2 workers (166/166) in 3.3s',
      '  Finalizing page optimization ...',
    ];
    const build = await measureBuild(dir, 'bench', () => {}, {
      command: `mkdir out && printf '%s\\n' ${lines.map((line) => `'${line}'`).join(' ')}`,
    });
    expect(build.phases.map((phase) => phase.name)).toEqual([
      'next build: start-up',
      'next build: compile',
      'next build: collect page data',
      'next build: finalize',
      'next build: generate start-up',
      'next build: generate: collect page data',
      'next build: render pages',
      'next build: generate: finalize',
    ]);
  }, 30_000);

  it('throws with the last lines of a command that fails', async () => {
    const dir = writeSiteFolder({});
    await expect(measureBuild(dir, 'bench', () => {}, { command: 'echo broken; exit 3' })).rejects.toThrow(
      /failed \(exit 3\); its last lines:\nbroken/,
    );
  }, 30_000);
});
