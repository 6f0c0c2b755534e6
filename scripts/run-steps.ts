// Runs a list of steps, each a command run without a shell, as many at once as `jobs` allows and
// each once the steps it `needs` have passed; stops at the first failure and prints the time of
// each. `npm test` (scripts/test-steps.ts) runs its steps with it. A signal (Ctrl-C, SIGTERM)
// stops the running steps, and no further step starts.
//
// Each step runs in a process group of its own, and is stopped as a whole group, with SIGINT:
// npm, which most steps are, ends on a signal without passing it on, so its children would run
// on; and Playwright, told SIGTERM, leaves its web server listening, where the next run finds the
// port taken. Ctrl-C is what every tool here ends cleanly on. A group that outlives
// STOP_GRACE_MS is killed.
import { type ChildProcess, spawn } from 'node:child_process';
import { constants } from 'node:os';
import { createInterface } from 'node:readline';

import { endedChildrenCpuMs, formatDuration, type StepTime, timesTable } from './step-times.ts';

export { formatDuration };

export interface Step {
  /** What `--from` and `--only` take. */
  name: string;
  /** The command as its words, run without a shell; the workflow runs it as `argv.join(' ')`. */
  argv: readonly string[];
  /** What it checks, in Markdown: the docs' table shows it. */
  checks: string;
  /**
   * The steps it starts after, once they have passed: it reads what they build, or builds in the
   * same folders. Steps that need nothing of each other may run side by side (`--jobs`).
   */
  needs?: readonly string[];
}

export const commandOf = (step: Step): string => step.argv.join(' ');

export interface RunOptions {
  /**
   * How many steps may run at once (1: one after another). A step starts once the steps it
   * `needs` have passed; of the steps ready, the one in the longest chain of needs goes first.
   */
  jobs?: number;
  /** Where the steps' own output goes: the terminal, or nowhere (the tests). */
  stdio?: 'inherit' | 'ignore';
  out?: (line: string) => void;
  err?: (line: string) => void;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/** How long a stopped step's processes have to end after SIGINT before they are killed. */
export const STOP_GRACE_MS = 10_000;

/** Sends `signal` to every process of the step's group; one already gone is left alone. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has ended.
  }
}
type Signal = (typeof SIGNALS)[number];

interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  error?: Error;
}

/**
 * The priority of each step of `steps`: the number of steps in the longest chain of needs it is
 * part of, before and after it. The longest chain bounds the run, so its steps go first: the site
 * builds and then the browser tests, ahead of the checks that can run beside them.
 */
function chainLengths(steps: readonly Step[]): Map<string, number> {
  const byName = new Map(steps.map((step) => [step.name, step]));
  const before = (step: Step): number =>
    Math.max(0, ...(step.needs ?? []).flatMap((name) => (byName.has(name) ? [1 + before(byName.get(name)!)] : [])));
  const after = (step: Step): number =>
    Math.max(0, ...steps.filter((other) => other.needs?.includes(step.name)).map((other) => 1 + after(other)));
  return new Map(steps.map((step) => [step.name, before(step) + 1 + after(step)]));
}

/**
 * Starts `step`. With other steps running beside it, its output is passed on a line at a time,
 * each line led by the step's name, so the terminal shows which step said what.
 */
function start(step: Step, { stdio, prefix }: { stdio: 'inherit' | 'ignore'; prefix?: string }) {
  // detached: a process group of the step's own (see the top of this file). It reads no input:
  // a process outside the terminal's foreground group that reads the terminal is stopped.
  if (stdio === 'ignore' || prefix === undefined)
    return spawn(step.argv[0]!, step.argv.slice(1), {
      stdio: stdio === 'ignore' ? 'ignore' : ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
  // Piped, a tool would drop its colours; the terminal shows them still.
  const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env;
  const child = spawn(step.argv[0]!, step.argv.slice(1), { stdio: ['ignore', 'pipe', 'pipe'], env, detached: true });
  for (const [stream, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const)
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => to.write(`${prefix}${line}\n`));
  return child;
}

/**
 * Runs the steps, `jobs` at a time, and returns the exit code: 0 when all passed; the first
 * failing step's code (1 when it has none); 128 + the signal's number when a signal stopped the
 * run. After a failure or a signal no step starts, and the steps running are stopped.
 */
export async function runSteps(steps: readonly Step[], options: RunOptions = {}): Promise<number> {
  const { jobs = 1, stdio = 'inherit', out = console.log, err = console.error } = options;
  const runStarted = performance.now();
  const times: (StepTime & { step: Step })[] = [];
  const priority = chainLengths(steps);
  const width = Math.max(...steps.map((step) => step.name.length));
  const waiting = [...steps];
  const passed = new Set<string>();
  const running = new Map<string, { child: ReturnType<typeof spawn>; ended: Promise<Ended> }>();
  // What the children ended so far have spent: each step's CPU time is its growth at the step's end.
  let cpuBefore = endedChildrenCpuMs();
  let stoppedBy: Signal | undefined;
  let failure: { step: Step; ended: Ended } | undefined;
  const stopRunning = () => {
    for (const { child } of running.values()) {
      signalGroup(child, 'SIGINT');
      setTimeout(() => signalGroup(child, 'SIGKILL'), STOP_GRACE_MS).unref();
    }
  };
  // The terminal sends Ctrl-C to the steps as well; a signal sent to this process alone reaches
  // them through here. Either way the steps end, and no further step starts.
  const onSignal = (signal: Signal) => {
    stoppedBy = signal;
    stopRunning();
  };
  // A step whose `needs` are not in the run (left out by --from or --only) is taken as met.
  const ready = (step: Step) =>
    (step.needs ?? []).every((name) => passed.has(name) || !steps.some((other) => other.name === name));
  for (const signal of SIGNALS) process.on(signal, onSignal);
  try {
    for (;;) {
      while (!stoppedBy && !failure && running.size < jobs) {
        // One at a time, the steps run in the list's order.
        const next = waiting
          .filter(ready)
          .sort((a, b) => (jobs > 1 ? priority.get(b.name)! - priority.get(a.name)! : 0))
          .at(0);
        if (!next) break;
        waiting.splice(waiting.indexOf(next), 1);
        const index = steps.indexOf(next);
        out(`\nnpm test: step ${index + 1} of ${steps.length}, ${next.name}: ${commandOf(next)}`);
        const stepStarted = performance.now();
        const child = start(next, { stdio, prefix: jobs > 1 ? `${next.name.padEnd(width)} | ` : undefined });
        const ended = new Promise<Ended>((resolve) => {
          child.once('error', (error) => resolve({ code: null, signal: null, error }));
          child.once('exit', (code, signal) => resolve({ code, signal }));
        }).then((result) => {
          running.delete(next.name);
          const ms = performance.now() - stepStarted;
          const cpuNow = endedChildrenCpuMs();
          const cpuMs = cpuNow === undefined || cpuBefore === undefined ? undefined : cpuNow - cpuBefore;
          cpuBefore = cpuNow;
          if (result.code === 0) {
            passed.add(next.name);
            times.push({ step: next, ms, cpuMs, outcome: 'passed' });
            if (jobs > 1) out(`npm test: ${next.name} passed (${formatDuration(ms)})`);
          } else if (stoppedBy || failure) {
            times.push({ step: next, ms, cpuMs, outcome: 'stopped' });
          } else {
            times.push({ step: next, ms, cpuMs, outcome: 'failed' });
            failure = { step: next, ended: result };
            stopRunning();
          }
          return result;
        });
        running.set(next.name, { child, ended });
      }
      if (running.size === 0) break;
      await Promise.race([...running.values()].map(({ ended }) => ended));
    }
    times.sort((a, b) => steps.indexOf(a.step) - steps.indexOf(b.step));
    const wallMs = performance.now() - runStarted;
    if (times.length > 0) out(`\n${timesTable(times, wallMs)}`);
    if (stoppedBy) {
      const during = times.filter(({ outcome }) => outcome === 'stopped').map(({ step }) => step.name);
      err(
        `npm test: stopped by ${stoppedBy}${during.length > 0 ? ` during step ${during.join(', ')}` : ''}; no further step ran`,
      );
      return 128 + constants.signals[stoppedBy];
    }
    if (failure) {
      const { step, ended } = failure;
      const why = ended.error
        ? `could not start ${step.argv[0]}: ${ended.error.message}`
        : ended.signal
          ? `killed by ${ended.signal}`
          : `exit code ${ended.code}`;
      err(`npm test: step ${step.name} failed (${why}): ${commandOf(step)}`);
      return ended.code || 1;
    }
    return 0;
  } finally {
    for (const signal of SIGNALS) process.off(signal, onSignal);
  }
}
