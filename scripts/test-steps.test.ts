// `npm test` (scripts/test-steps.ts): package.json runs the list, the docs show it as it is, and
// the runner runs real processes in order, stops at the first failure and passes a signal on.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import {
  formatDuration,
  runSteps,
  selectSteps,
  stepNames,
  stepsTable,
  TEST_STEPS,
  type TestStep,
} from './test-steps.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

describe('the steps of npm test', () => {
  it('are what npm test runs', () => {
    expect(scripts.test).toBe('node scripts/test-steps.ts');
  });

  it('each run an npm script that package.json has, under a name of its own', () => {
    for (const step of TEST_STEPS) {
      expect(step.argv.slice(0, 2), step.name).toEqual(['npm', 'run']);
      expect(scripts[step.argv[2]!], `${step.name}: npm run ${step.argv[2]}`).toBeDefined();
    }
    expect(new Set(TEST_STEPS.map((step) => step.name)).size).toBe(TEST_STEPS.length);
  });

  it('are the table of docs/testing.md', () => {
    expect(read('docs/testing.md')).toContain(`\n\n${stepsTable()}\n\n`);
  });

  it('are listed by name in README.md', () => {
    expect(read('README.md')).toContain(stepNames());
  });
});

describe('choosing steps', () => {
  const steps = TEST_STEPS.slice(0, 4);
  const names = (chosen: TestStep[]) => chosen.map((step) => step.name);

  it('runs every step by default, from a step with --from, the steps named with --only', () => {
    expect(names(selectSteps(steps, {}))).toEqual(['typecheck', 'lint', 'format', 'lint-workflows']);
    expect(names(selectSteps(steps, { from: 'format' }))).toEqual(['format', 'lint-workflows']);
    expect(names(selectSteps(steps, { only: ['lint-workflows', 'typecheck'] }))).toEqual([
      'typecheck',
      'lint-workflows',
    ]);
  });

  it('refuses a step that does not exist, naming the steps', () => {
    expect(() => selectSteps(steps, { only: ['lnit'] })).toThrow(
      'npm test: --only lnit: no such step; expected one of typecheck, lint, format, lint-workflows',
    );
    expect(() => selectSteps(steps, { from: 'nope' })).toThrow('npm test: --from nope: no such step');
    expect(() => selectSteps(steps, { from: 'lint', only: ['lint'] })).toThrow('give one of them');
  });
});

it('writes durations as the docs do', () => {
  expect(formatDuration(3240)).toBe('3.2 s');
  expect(formatDuration(15_400)).toBe('15 s');
  expect(formatDuration(99_000)).toBe('1 min 39 s');
  expect(formatDuration(1_059_400)).toBe('17 min 39 s');
});

describe('the runner', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const node = (name: string, code: string): TestStep => ({ name, argv: [process.execPath, '-e', code], checks: '' });
  /** A step that writes its name into `dir`, then exits with `status`. */
  const marking = (name: string, status = 0) =>
    node(name, `require('fs').writeFileSync(${JSON.stringify(path.join(dir, name))}, ''); process.exit(${status})`);
  const ran = (name: string) => existsSync(path.join(dir, name));

  it('runs every step in order and prints the time of each', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'test-steps-'));
    const out: string[] = [];
    const code = await runSteps([marking('first'), marking('second')], { stdio: 'ignore', out: (l) => out.push(l) });
    expect(code).toBe(0);
    expect(ran('first') && ran('second')).toBe(true);
    const table = out.at(-1)!.split('\n');
    expect(table[1]).toBe('npm test: time of each step');
    expect(table.slice(2).map((line) => line.trim().split(/\s+/)[0])).toEqual(['first', 'second', 'total']);
    expect(table[2]).toMatch(/^ {2}first +\d+\.\d s {2}passed$/);
  });

  it('stops at the first failure, with its exit code and one line naming the step', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'test-steps-'));
    const out: string[] = [];
    const err: string[] = [];
    const code = await runSteps([marking('first'), marking('broken', 3), marking('after')], {
      stdio: 'ignore',
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    expect(code).toBe(3);
    expect([ran('first'), ran('broken'), ran('after')]).toEqual([true, true, false]);
    expect(err).toHaveLength(1);
    expect(err[0]).toMatch(/^npm test: step broken failed \(exit code 3\): .+ -e /);
    expect(out.at(-1)).toMatch(/broken +\d+\.\d s {2}failed\n {2}total/);
  });

  it('says so when a step cannot start', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'test-steps-'));
    const err: string[] = [];
    const step = { name: 'missing', argv: [path.join(dir, 'no-such-command')], checks: '' };
    const code = await runSteps([step], { stdio: 'ignore', out: () => {}, err: (l) => err.push(l) });
    expect(code).toBe(1);
    expect(err).toEqual([
      `npm test: step missing failed (could not start ${step.argv[0]}: spawn ${step.argv[0]} ENOENT): ${step.argv[0]}`,
    ]);
  });

  it('passes Ctrl-C on to the running step and starts no further step', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'test-steps-'));
    const pidFile = path.join(dir, 'pid');
    // The running step writes its pid and waits; the step after it would leave a file.
    const steps = [
      node(
        'waits',
        `require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setInterval(() => {}, 1000)`,
      ),
      marking('after'),
    ];
    const driver = [
      `import { runSteps } from ${JSON.stringify(path.join(ROOT, 'scripts/test-steps.ts'))};`,
      `process.exitCode = await runSteps(${JSON.stringify(steps)});`,
    ].join('\n');
    const runner = spawn(process.execPath, ['--input-type=module', '-e', driver], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    runner.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => runner.once('exit', (code) => resolve(code)));

    let stepPid: number | undefined;
    try {
      const deadline = Date.now() + 20_000;
      while (!existsSync(pidFile) || readFileSync(pidFile, 'utf8') === '') {
        expect(Date.now(), 'the step never started').toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      stepPid = Number(readFileSync(pidFile, 'utf8'));
      // To the runner alone, not its process group: the runner must pass it on.
      runner.kill('SIGINT');
      const late = new Promise<string>((resolve) => setTimeout(() => resolve('still running after 10 s'), 10_000));
      expect(await Promise.race([exited, late])).toBe(130);
      expect(() => process.kill(stepPid!, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
      expect(ran('after')).toBe(false);
      expect(stderr).toContain('npm test: stopped by SIGINT during step waits; no further step ran');
    } finally {
      // A failed assertion leaves no process behind.
      for (const pid of [stepPid, runner.pid])
        try {
          if (pid) process.kill(pid, 'SIGKILL');
        } catch {
          // gone already
        }
    }
  }, 30_000);
});
