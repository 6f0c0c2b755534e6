// One cold build of the synthetic site in a copy of the project, timed and its memory sampled.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

import { cpuAccounting } from './cpu-accounting.ts';
import { samplePeakMemory } from './process-tree.ts';

/** Lines of the build's output that mark where its time goes, in the order they appear. */
const MILESTONES: [RegExp, string][] = [
  [/^> \S+ check:content/, 'content check'],
  [/^> \S+ styles/, 'styles'],
  [/^▲ Next\.js/, 'next build: start-up'],
  [/Creating an optimized production build/, 'next build: compile'],
  [/Running TypeScript/, 'next build: type check'],
  [/Collecting page data/, 'next build: collect page data'],
  // Our build runs next build twice (scripts/next-build.sh): the compile, then a fresh process
  // that prerenders the pages; the bare export runs it once and never prints these.
  [/Build ran with "compile" mode/, 'next build: generate start-up'],
  [/Collecting page data/, 'next build: generate: collect page data'],
  [/Generating static pages .*\(0\//, 'next build: render pages'],
  [/Finalizing page optimization/, 'next build: finalize'],
  [/Finalizing page optimization/, 'next build: generate: finalize'],
  [/^> \S+ postbuild/, 'post-build: export pages'],
  [/^export pages: /, 'post-build: client bundle'],
  [/^client bundle: /, 'post-build: sitemap'],
  [/^sitemap: /, 'post-build: data files'],
  [/^data files: /, 'post-build: Partytown files'],
  [/^partytown: /, 'post-build: service worker'],
  [/^service worker: /, 'post-build: social images'],
  [/^social images: /, 'post-build: stale files'],
  [/^stale files: /, 'post-build: security headers'],
];

export interface Phase {
  name: string;
  ms: number;
  /** Peak memory (PSS) of the whole process tree during the phase. */
  peakTreeBytes: number;
}

export interface BuildMeasurement {
  wallMs: number;
  /** CPU time (user + system) of every process of the build. */
  cpuMs: number;
  /**
   * Where cpuMs comes from: a control group counts every process; bash's `times` only those
   * their parents waited for (cpu-accounting.ts).
   */
  cpuSource?: 'cgroup' | 'times';
  /** Peak of the summed proportional memory (PSS) of the build's whole process tree. */
  peakTreeBytes: number;
  /** Peak of the summed resident memory (RSS) of the tree, shared pages counted in each process: an upper bound. */
  peakTreeResidentSumBytes: number;
  /** Peak of the largest single process of the tree. */
  peakProcessBytes: number;
  phases: Phase[];
}

export interface BuildOptions {
  /**
   * Keep .cache/ of the build before, as CI restores it: the social preview images and the
   * page cache of incremental builds. Without it the build starts from an empty cache.
   */
  keepCache?: boolean;
  /**
   * Keep out/ and .next/ of the build before too, as a machine that builds again has them; a
   * CI runner starts without them. Only with keepCache.
   */
  keepOutput?: boolean;
  /** The build command, `npm run build` unless given (the bare export runs `next build` itself). */
  command?: string;
  /** More environment for the build. */
  env?: Record<string, string>;
  /** Called with every line the build prints, stdout and stderr. */
  onOutput?: (line: string) => void;
}

/** Runs the build in `dir` for the site `siteId` under `nice`, from a cold cache unless the options keep it. */
export async function measureBuild(
  dir: string,
  siteId: string,
  onLine: (line: string) => void,
  options: BuildOptions = {},
): Promise<BuildMeasurement> {
  if (!options.keepCache || !options.keepOutput) {
    fs.rmSync(path.join(dir, '.next'), { recursive: true, force: true });
    fs.rmSync(path.join(dir, 'out'), { recursive: true, force: true });
  }
  if (!options.keepCache) fs.rmSync(path.join(dir, '.cache'), { recursive: true, force: true });
  const timesFile = path.join(dir, '.build-times');
  const cpu = cpuAccounting(() => childrenCpuMs(fs.readFileSync(timesFile, 'utf8')));
  const started = performance.now();
  // nice: the benchmark shares its machine. The shell waits at a gate (one line on its input)
  // until it is in the CPU accounting's group, then execs `nice`, which execs bash: the pid is
  // the tree's root throughout. The CPU time, unlike the wall time, hardly depends on what
  // else the machine is doing (cpu-accounting.ts).
  const child = spawn('bash', ['-c', 'read -r _ && exec nice -n 10 bash -c "$BENCH_BUILD"'], {
    cwd: dir,
    env: {
      ...process.env,
      ...options.env,
      SITE_ID: siteId,
      NEXT_TELEMETRY_DISABLED: '1',
      FORCE_COLOR: '0',
      BENCH_BUILD: `${options.command ?? 'npm run build'}; status=$?; times > "$BENCH_TIMES_FILE"; exit $status`,
      BENCH_TIMES_FILE: timesFile,
      // The corpus is stitched from pieces of real articles (corpus.ts): near-copies by design.
      ORIGINALITY_CHECK: 'off',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  try {
    cpu.join(child.pid!);
  } finally {
    child.stdin.end('\n');
  }
  const memory = samplePeakMemory(child.pid!);
  const marks: { name: string; at: number }[] = [];
  const output: string[] = [];
  const read = (stream: NodeJS.ReadableStream) =>
    readline.createInterface({ input: stream }).on('line', (line) => {
      options.onOutput?.(line);
      output.push(line);
      if (output.length > 200) output.shift();
      const milestone = MILESTONES.find(
        ([pattern, name]) => pattern.test(line) && !marks.some((mark) => mark.name === name),
      );
      if (milestone) {
        marks.push({ name: milestone[1], at: performance.now() });
        onLine(milestone[1]);
      }
    });
  read(child.stdout);
  read(child.stderr);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const ended = performance.now();
  const peak = memory.stop();
  const cpuMs = cpu.usageMs();
  cpu.remove();
  if (code !== 0)
    throw new Error(
      `bench: the build in ${dir} failed (exit ${code}); its last lines:\n${output.slice(-40).join('\n')}`,
    );
  const phases = marks.map((mark, index) => {
    const end = marks[index + 1]?.at ?? ended;
    const during = peak.samples.filter((sample) => sample.at >= mark.at && sample.at <= end);
    return {
      name: mark.name,
      ms: Math.round(end - mark.at),
      peakTreeBytes: Math.max(0, ...during.map((sample) => sample.totalBytes)),
    };
  });
  return {
    wallMs: Math.round(ended - started),
    cpuMs,
    cpuSource: cpu.source,
    peakTreeBytes: peak.totalBytes,
    peakTreeResidentSumBytes: peak.residentSumBytes,
    peakProcessBytes: peak.largestBytes,
    phases,
  };
}

/** User plus system time of a shell's children, from the second line of bash's `times` ("0m12.5s 0m1.2s"). */
export function childrenCpuMs(times: string): number {
  const line = times.trim().split('\n')[1] ?? '';
  const seconds = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map(
    ([, minutes, secs]) => Number(minutes) * 60 + Number(secs),
  );
  if (seconds.length !== 2)
    throw new Error(`bench: cannot read the build's CPU time from bash's times: "${times.trim()}"`);
  return Math.round((seconds[0]! + seconds[1]!) * 1000);
}

export interface OutputSize {
  htmlPages: number;
  totalBytes: number;
  /**
   * Bytes by kind: html, rsc (.txt payloads: none since the pages lost the router), data
   * (page-data and other .json), static (_next/), other.
   */
  byKind: Record<string, number>;
  /** The largest HTML file: the page that grows most with the site, if any does. */
  largestPage: { path: string; bytes: number };
}

function kindOf(relative: string): string {
  if (relative.startsWith('_next/')) return 'static';
  if (relative.endsWith('.html')) return 'html';
  if (relative.endsWith('.txt')) return 'rsc';
  if (relative.endsWith('.json')) return 'data';
  return 'other';
}

/** Sizes of everything in out/, by kind. */
export function measureOutput(outDir: string): OutputSize {
  const size: OutputSize = { htmlPages: 0, totalBytes: 0, byKind: {}, largestPage: { path: '', bytes: 0 } };
  for (const relative of fs.readdirSync(outDir, { recursive: true }) as string[]) {
    const stat = fs.statSync(path.join(outDir, relative));
    if (!stat.isFile()) continue;
    const file = relative.split(path.sep).join('/');
    const kind = kindOf(file);
    size.totalBytes += stat.size;
    size.byKind[kind] = (size.byKind[kind] ?? 0) + stat.size;
    if (kind !== 'html') continue;
    size.htmlPages += 1;
    if (stat.size > size.largestPage.bytes) size.largestPage = { path: file, bytes: stat.size };
  }
  return size;
}
