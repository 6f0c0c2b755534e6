// `npm test`: the steps of the gate, in order, and the runner that runs them. This list is the one
// place the steps are named: the `test` script of package.json runs this file (and .ci/run runs
// `npm test`), scripts/release-gate.ts holds the workflow's jobs to it, and
// scripts/test-steps.test.ts holds the table of docs/testing.md and the list in README.md to it.
//
//   npm test                          every step, stopping at the first that fails
//   npm test -- --from site-default   that step and the ones after it
//   npm test -- --only unit           that step alone (--only may be given more than once)
//
// Each step runs without a shell, its output straight to the terminal; the time each took is
// printed at the end as a table. A signal (Ctrl-C, SIGTERM) is passed on to the running step,
// and no further step starts.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

export interface TestStep {
  /** What `--from` and `--only` take. */
  name: string;
  /** The command as its words, run without a shell; the workflow runs it as `argv.join(' ')`. */
  argv: readonly string[];
  /** What it checks, in Markdown: the docs' table shows it. */
  checks: string;
}

export const TEST_STEPS: readonly TestStep[] = [
  { name: 'typecheck', argv: ['npm', 'run', 'typecheck'], checks: '`tsc --noEmit` over every `.ts` and `.tsx` file' },
  {
    name: 'lint',
    argv: ['npm', 'run', 'lint'],
    checks:
      '`eslint . --max-warnings 0`, the browser-code import rules included; `npm run lint:imports`: no import cycle, and the content model imported through its entry point (`.dependency-cruiser.mjs`)',
  },
  {
    name: 'format',
    argv: ['npm', 'run', 'format:check'],
    checks:
      '`prettier --check .`: the code as Prettier writes it (`.prettierignore` leaves out prose, content and built files)',
  },
  {
    name: 'lint-workflows',
    argv: ['npm', 'run', 'lint:workflows'],
    checks: '`.github/workflows/*.yml` with actionlint 1.7.7 (`scripts/lint-workflows.ts`)',
  },
  {
    name: 'unit',
    argv: ['npm', 'run', 'test:unit'],
    checks: '`vitest run --project unit`: the unit, component and hosting tests',
  },
  {
    name: 'build-tests',
    argv: ['npm', 'run', 'test:build'],
    checks: '`vitest run --project build`: the tests that run whole builds in copies of the project',
  },
  {
    name: 'site-stavkablef',
    argv: ['npm', 'run', 'build:site', '--', 'stavkablef'],
    checks: 'builds the Russian example site into `out-sites/stavkablef/`',
  },
  {
    name: 'site-oranveblof',
    argv: ['npm', 'run', 'build:site', '--', 'oranveblof'],
    checks: 'builds the Turkish example site into `out-sites/oranveblof/`',
  },
  {
    name: 'site-synthetic',
    argv: ['npm', 'run', 'build:synthetic'],
    checks: 'builds the 800-article synthetic site into `out-sites/synthetic/`',
  },
  {
    name: 'site-default',
    argv: ['npm', 'run', 'build'],
    checks: 'checks the content and builds the default site into `out/` (post-build steps included)',
  },
  {
    name: 'e2e',
    argv: ['npm', 'run', 'test:e2e'],
    checks:
      '`playwright test`: browser tests, the Next.js output contract, the Nu checker and the search-result copy, over the four builds above',
  },
];

export const commandOf = (step: TestStep): string => step.argv.join(' ');

/** The steps' names as README.md lists them: each in backticks, in order. */
export const stepNames = (steps: readonly TestStep[] = TEST_STEPS): string =>
  steps.map((step) => `\`${step.name}\``).join(', ');

/** The table docs/testing.md shows, one row a step. */
export function stepsTable(steps: readonly TestStep[] = TEST_STEPS): string {
  return [
    '| step | name | command | what it checks |',
    '|---|---|---|---|',
    ...steps.map((step, index) => `| ${index + 1} | \`${step.name}\` | \`${commandOf(step)}\` | ${step.checks} |`),
  ].join('\n');
}

export class StepsError extends Error {}

/** The steps `--from` or `--only` leave to run; a name no step has is refused, naming the steps. */
export function selectSteps(
  steps: readonly TestStep[],
  { from, only = [] }: { from?: string; only?: readonly string[] },
): TestStep[] {
  const names = steps.map((step) => step.name);
  const known = (option: string, name: string) => {
    if (!names.includes(name))
      throw new StepsError(`npm test: ${option} ${name}: no such step; expected one of ${names.join(', ')}`);
    return name;
  };
  if (from !== undefined && only.length > 0) throw new StepsError('npm test: --from and --only: give one of them');
  if (from !== undefined) return steps.slice(names.indexOf(known('--from', from)));
  if (only.length > 0) {
    const chosen = only.map((name) => known('--only', name));
    return steps.filter((step) => chosen.includes(step.name));
  }
  return [...steps];
}

/** A wall time as the docs write it: `3.2 s`, `15 s`, `1 min 39 s`. */
export function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 9.95) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

export interface StepTime {
  step: TestStep;
  ms: number;
  outcome: 'passed' | 'failed' | 'stopped';
}

export function timesTable(times: readonly StepTime[]): string {
  const width = Math.max(...times.map(({ step }) => step.name.length), 'total'.length);
  const total = times.reduce((sum, { ms }) => sum + ms, 0);
  const row = (name: string, ms: number, outcome = '') =>
    `  ${name.padEnd(width)}  ${formatDuration(ms).padStart(10)}  ${outcome}`.trimEnd();
  return [
    'npm test: time of each step',
    ...times.map(({ step, ms, outcome }) => row(step.name, ms, outcome)),
    row('total', total),
  ].join('\n');
}

export interface RunOptions {
  /** Where the steps' own output goes: the terminal, or nowhere (the tests). */
  stdio?: 'inherit' | 'ignore';
  out?: (line: string) => void;
  err?: (line: string) => void;
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
type Signal = (typeof SIGNALS)[number];

/**
 * Runs the steps in order and returns the exit code: 0 when all passed; the failing step's code
 * (1 when it has none); 128 + the signal's number when a signal stopped the run.
 */
export async function runSteps(steps: readonly TestStep[], options: RunOptions = {}): Promise<number> {
  const { stdio = 'inherit', out = console.log, err = console.error } = options;
  const times: StepTime[] = [];
  let stoppedBy: Signal | undefined;
  let running: ReturnType<typeof spawn> | undefined;
  // The terminal sends Ctrl-C to the step as well; a signal sent to this process alone reaches
  // the step through here. Either way the step ends, and no further step starts.
  const onSignal = (signal: Signal) => {
    stoppedBy = signal;
    running?.kill(signal);
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
  try {
    for (const [index, step] of steps.entries()) {
      if (stoppedBy) break;
      out(`\nnpm test: step ${index + 1} of ${steps.length}, ${step.name}: ${commandOf(step)}`);
      const started = performance.now();
      const child = spawn(step.argv[0]!, step.argv.slice(1), { stdio });
      running = child;
      const ended = await new Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: Error }>(
        (resolve) => {
          child.once('error', (error) => resolve({ code: null, signal: null, error }));
          child.once('exit', (code, signal) => resolve({ code, signal }));
        },
      );
      running = undefined;
      const ms = performance.now() - started;
      if (stoppedBy) {
        times.push({ step, ms, outcome: 'stopped' });
        break;
      }
      if (ended.code === 0) {
        times.push({ step, ms, outcome: 'passed' });
        continue;
      }
      times.push({ step, ms, outcome: 'failed' });
      out(`\n${timesTable(times)}`);
      const why = ended.error
        ? `could not start ${step.argv[0]}: ${ended.error.message}`
        : ended.signal
          ? `killed by ${ended.signal}`
          : `exit code ${ended.code}`;
      err(`npm test: step ${step.name} failed (${why}): ${commandOf(step)}`);
      return ended.code || 1;
    }
    if (times.length > 0) out(`\n${timesTable(times)}`);
    if (stoppedBy) {
      const at = times.at(-1);
      err(`npm test: stopped by ${stoppedBy}${at ? ` during step ${at.step.name}` : ''}; no further step ran`);
      return 128 + constants.signals[stoppedBy];
    }
    return 0;
  } finally {
    for (const signal of SIGNALS) process.off(signal, onSignal);
  }
}

function usage(steps: readonly TestStep[]): string {
  const width = Math.max(...steps.map((step) => step.name.length));
  return [
    'usage: npm test [-- --from STEP | --only STEP [--only STEP …]]',
    '',
    'Runs the steps below in order, stopping at the first that fails, then prints the time',
    'each step took. --from starts at a step; --only runs the steps named, in this order.',
    '',
    ...steps.map((step, index) => `  ${String(index + 1).padStart(2)}  ${step.name.padEnd(width)}  ${commandOf(step)}`),
  ].join('\n');
}

async function main(args: string[]): Promise<number> {
  let selected: TestStep[];
  try {
    const { values } = parseArgs({
      args,
      options: {
        from: { type: 'string' },
        only: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
    if (values.help) {
      console.log(usage(TEST_STEPS));
      return 0;
    }
    selected = selectSteps(TEST_STEPS, { from: values.from, only: values.only });
  } catch (error) {
    const message = error instanceof StepsError ? error.message : `npm test: ${(error as Error).message}`;
    console.error(`${message}\n\n${usage(TEST_STEPS)}`);
    return 2;
  }
  return runSteps(selected);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename)
  process.exitCode = await main(process.argv.slice(2));
