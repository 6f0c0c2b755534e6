// The runner of `npm test` (scripts/run-steps.ts), on real processes: in order one at a time,
// side by side with --jobs, a step after the steps it needs; it stops at the first failure,
// stopping the steps beside it, and passes a signal on.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { formatDuration, runSteps, type Step } from './run-steps.ts';

const RUNNER = path.join(import.meta.dirname, 'run-steps.ts');

it('writes durations as the docs do', () => {
  expect(formatDuration(3240)).toBe('3.2 s');
  expect(formatDuration(15_400)).toBe('15 s');
  expect(formatDuration(99_000)).toBe('1 min 39 s');
  expect(formatDuration(1_059_400)).toBe('17 min 39 s');
});

describe('the runner', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const node = (name: string, code: string): Step => ({ name, argv: [process.execPath, '-e', code], checks: '' });
  /** A step that writes its name into `dir`, then exits with `status`. */
  const marking = (name: string, status = 0) =>
    node(name, `require('fs').writeFileSync(${JSON.stringify(path.join(dir, name))}, ''); process.exit(${status})`);
  const ran = (name: string) => existsSync(path.join(dir, name));

  it('runs every step in order and prints the time of each', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'run-steps-'));
    const out: string[] = [];
    const code = await runSteps([marking('first'), marking('second')], { stdio: 'ignore', out: (l) => out.push(l) });
    expect(code).toBe(0);
    expect(ran('first') && ran('second')).toBe(true);
    const table = out.at(-1)!.split('\n');
    expect(table[1]).toBe('npm test: time of each step');
    expect(table[2]).toMatch(/^ +wall +CPU$/);
    expect(table.slice(3).map((line) => line.trim().split(/\s+/)[0])).toEqual(['first', 'second', 'total']);
    expect(table[3]).toMatch(/^ {2}first +\d+\.\d s +\d+\.\d s {2}passed$/);
  });

  it("gives each step's CPU time apart from its wall time, and their sum", async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'run-steps-'));
    const out: string[] = [];
    // One step spends 0.6 s of CPU, however long a loaded machine makes that take; the other
    // sleeps 0.6 s and spends next to nothing.
    const busy = node('busy', 'for (let t = process.cpuUsage(); t.user + t.system < 600_000; t = process.cpuUsage());');
    const idle = node('idle', 'setTimeout(() => {}, 600)');
    expect(await runSteps([busy, idle], { stdio: 'ignore', out: (l) => out.push(l) })).toBe(0);
    const seconds = (line: string) => line.trim().split(/\s+/).slice(1, 5);
    const [busyRow, idleRow, totalRow] = out.at(-1)!.split('\n').slice(3).map(seconds);
    const [busyWall, , busyCpu] = busyRow!.map(Number);
    const [idleWall, , idleCpu] = idleRow!.map(Number);
    expect(busyCpu).toBeGreaterThanOrEqual(0.5);
    expect(busyCpu).toBeLessThanOrEqual(busyWall! + 0.1);
    expect(idleWall).toBeGreaterThanOrEqual(0.6);
    expect(idleCpu).toBeLessThan(0.4);
    // Each figure is rounded to a tenth on its own: the total of the exact times, rounded, may
    // be a tenth off the sum of the rounded ones.
    expect(Math.abs(Number(totalRow![2]) - (busyCpu! + idleCpu!))).toBeLessThanOrEqual(0.1 + 1e-9);
  });

  it('stops at the first failure, with its exit code and one line naming the step', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'run-steps-'));
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
    expect(out.at(-1)).toMatch(/broken +\d+\.\d s +\d+\.\d s {2}failed\n {2}total/);
  });

  it('says so when a step cannot start', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'run-steps-'));
    const err: string[] = [];
    const step = { name: 'missing', argv: [path.join(dir, 'no-such-command')], checks: '' };
    const code = await runSteps([step], { stdio: 'ignore', out: () => {}, err: (l) => err.push(l) });
    expect(code).toBe(1);
    expect(err).toEqual([
      `npm test: step missing failed (could not start ${step.argv[0]}: spawn ${step.argv[0]} ENOENT): ${step.argv[0]}`,
    ]);
  });

  it('passes Ctrl-C on to the running step and starts no further step', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'run-steps-'));
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
      `import { runSteps } from ${JSON.stringify(RUNNER)};`,
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

describe('steps side by side (--jobs)', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string) => path.join(dir, name);
  /**
   * A step that leaves a file named after it, waits (up to 10 s) for the files of `waitsFor`,
   * then exits with `status`; `needs` as given.
   */
  const step = (
    name: string,
    { waitsFor = [] as string[], status = 0, needs = undefined as string[] | undefined },
  ) => ({
    name,
    needs,
    checks: '',
    argv: [
      process.execPath,
      '-e',
      `const fs = require('fs');
       fs.writeFileSync(${JSON.stringify(file(name))}, '');
       const until = Date.now() + 10000;
       const wait = () => ${JSON.stringify(waitsFor.map(file))}.every((f) => fs.existsSync(f))
         ? process.exit(${status})
         : Date.now() > until ? process.exit(9) : setTimeout(wait, 20);
       wait();`,
    ],
  });
  const quiet = { stdio: 'ignore' as const, out: () => {}, err: () => {} };

  it('runs steps that need nothing of each other at once', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'run-steps-'));
    // Each waits for the other: one after the other, the first would give up after 10 s.
    const code = await runSteps([step('a', { waitsFor: ['b'] }), step('b', { waitsFor: ['a'] })], {
      ...quiet,
      jobs: 2,
    });
    expect(code).toBe(0);
  }, 20_000);

  it('starts a step only once the steps it needs have passed, and never after one failed', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'run-steps-'));
    const passing = [step('build', {}), step('use', { needs: ['build'], waitsFor: ['build'] })];
    expect(await runSteps(passing, { ...quiet, jobs: 2 })).toBe(0);
    rmSync(dir, { recursive: true });

    dir = mkdtempSync(path.join(tmpdir(), 'run-steps-'));
    const err: string[] = [];
    const failing = [step('build', { status: 4 }), step('use', { needs: ['build'] })];
    expect(await runSteps(failing, { ...quiet, err: (line) => err.push(line), jobs: 2 })).toBe(4);
    expect(existsSync(file('use'))).toBe(false);
    expect(err).toEqual([expect.stringMatching(/^npm test: step build failed \(exit code 4\)/)]);
  }, 20_000);

  it('first starts the steps of the longest chain of needs', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'run-steps-'));
    const out: string[] = [];
    // `start` and `end` make a chain of two, listed after `x` and `y`: `start` goes first, and
    // once it has passed (`x` keeps the other place until `end` starts), `end` goes before `y`.
    const steps = [
      step('x', { waitsFor: ['end'] }),
      step('y', {}),
      step('end', { needs: ['start'] }),
      step('start', {}),
    ];
    expect(await runSteps(steps, { ...quiet, out: (line) => out.push(line), jobs: 2 })).toBe(0);
    const started = out.filter((line) => line.includes(': step ')).map((line) => line.split(', ')[1]!.split(':')[0]);
    expect(started).toEqual(['start', 'x', 'end', 'y']);
  }, 20_000);

  it('stops the steps beside a failing one, and names them stopped in the table', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'run-steps-'));
    const out: string[] = [];
    const started = Date.now();
    // `slow` would wait 10 s for a file that never comes; the failure of `broken` stops it.
    const code = await runSteps(
      [step('slow', { waitsFor: ['never'] }), step('broken', { status: 3, waitsFor: ['slow'] })],
      {
        ...quiet,
        out: (line) => out.push(line),
        jobs: 2,
      },
    );
    expect(code).toBe(3);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(out.at(-1)).toMatch(
      /slow +\d+\.\d s +\d+\.\d s {2}stopped\n {2}broken +\d+\.\d s +\d+\.\d s {2}failed\n {2}total/,
    );
  }, 20_000);

  it('stops what a stopped step started, as Ctrl-C would, not its first process alone', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'run-steps-'));
    const pidFile = file('child-pid');
    // Inside the child's double-quoted code: the pid file's path, and its temporary twin.
    const [pidPath, pidTemporary] = [pidFile, `${pidFile}.tmp`].map((name) =>
      JSON.stringify(name).replaceAll('"', '\\"'),
    );
    // Like `npm run …`: a process that starts the real work as a child of its own and, told to
    // stop, ends without passing the signal on. The child writes its pid whole (a temporary file
    // renamed into place): the failing step stops the run as soon as the file exists, and a child
    // stopped between creating the file and writing the pid left it empty.
    const parent = {
      name: 'parent',
      checks: '',
      argv: [
        process.execPath,
        '-e',
        `const { spawn } = require('child_process');
         spawn(process.execPath, ['-e', "const fs = require('fs'); fs.writeFileSync(${pidTemporary}, String(process.pid)); fs.renameSync(${pidTemporary}, ${pidPath}); setInterval(() => {}, 1000)"], { stdio: 'ignore' });
         setInterval(() => {}, 1000);`,
      ],
    };
    let childPid: number | undefined;
    try {
      const code = await runSteps([parent, step('broken', { status: 3, waitsFor: ['child-pid'] })], {
        ...quiet,
        jobs: 2,
      });
      expect(code).toBe(3);
      childPid = Number(readFileSync(pidFile, 'utf8'));
      const gone = () => {
        try {
          process.kill(childPid!, 0);
          return false;
        } catch {
          return true;
        }
      };
      const deadline = Date.now() + 5_000;
      while (!gone() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(gone(), 'the child of the stopped step still runs').toBe(true);
    } finally {
      try {
        if (childPid) process.kill(childPid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
  }, 20_000);

  it("leads each line of a step's output with its name", () => {
    const steps: Step[] = ['one', 'three'].map((name) => ({
      name,
      checks: '',
      argv: [process.execPath, '-e', `console.log('said by ${name}'); console.error('warned by ${name}')`],
    }));
    const driver = [
      `import { runSteps } from ${JSON.stringify(RUNNER)};`,
      `process.exitCode = await runSteps(${JSON.stringify(steps)}, { jobs: 2 });`,
    ].join('\n');
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', driver], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout.split('\n')).toEqual(expect.arrayContaining(['one   | said by one', 'three | said by three']));
    expect(run.stderr.split('\n')).toEqual(
      expect.arrayContaining(['one   | warned by one', 'three | warned by three']),
    );
  });
});
