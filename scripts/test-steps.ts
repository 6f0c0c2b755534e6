// `npm test`: the steps of the gate, and its command line. This list is the one place the steps
// are named: the `test` script of package.json runs this file (and .ci/run runs `npm test`),
// scripts/release-gate.ts holds the workflow's jobs to it, and scripts/test-steps.test.ts holds
// the table of docs/testing.md and the list in README.md to it. scripts/run-steps.ts runs them.
//
//   npm test                          every step, stopping at the first that fails
//   npm test -- --from site-default   that step and the ones after it
//   npm test -- --only unit           that step alone (--only may be given more than once)
//   npm test -- --jobs 1              one step at a time, in order
//
// By default as many steps run at once as the machine has cores, each once the steps it needs
// have passed; each step's lines are then led by its name.
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { commandOf, runSteps, type Step } from './run-steps.ts';

export { commandOf };
/** A step of `npm test`. */
export type TestStep = Step;

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
    checks: "`vitest run --project 'unit-*'`: the unit, component and hosting tests",
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
    // The builds in the project itself share .next/ and out/: one at a time.
    needs: ['site-stavkablef'],
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
    needs: ['site-oranveblof'],
    checks: 'checks the content and builds the default site into `out/` (post-build steps included)',
  },
  {
    name: 'e2e',
    argv: ['npm', 'run', 'test:e2e'],
    needs: ['site-stavkablef', 'site-oranveblof', 'site-synthetic', 'site-default'],
    checks:
      '`playwright test`: browser tests, the Next.js output contract, the Nu checker and the search-result copy, over the four builds above',
  },
];

/** The steps' names as README.md lists them: each in backticks, in order. */
export const stepNames = (steps: readonly TestStep[] = TEST_STEPS): string =>
  steps.map((step) => `\`${step.name}\``).join(', ');

/** The table docs/testing.md shows, one row a step. */
export function stepsTable(steps: readonly TestStep[] = TEST_STEPS): string {
  return [
    '| step | name | command | after | what it checks |',
    '|---|---|---|---|---|',
    ...steps.map(
      (step, index) =>
        `| ${index + 1} | \`${step.name}\` | \`${commandOf(step)}\` | ${(step.needs ?? []).map((name) => `\`${name}\``).join(', ')} | ${step.checks} |`,
    ),
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

function usage(steps: readonly TestStep[]): string {
  const width = Math.max(...steps.map((step) => step.name.length));
  return [
    'usage: npm test [-- --from STEP | --only STEP [--only STEP …]] [--jobs N]',
    '',
    'Runs the steps below, as many at once as the machine has cores (--jobs N to choose), each',
    'once the steps it needs have passed, and stops at the first that fails; then prints the time',
    'each took. --from starts at a step; --only runs the steps named. --jobs 1 runs them in order.',
    '',
    ...steps.map(
      (step, index) =>
        `  ${String(index + 1).padStart(2)}  ${step.name.padEnd(width)}  ${commandOf(step)}${step.needs ? `  (after ${step.needs.join(', ')})` : ''}`,
    ),
  ].join('\n');
}

async function main(args: string[]): Promise<number> {
  let selected: TestStep[];
  let jobs: number;
  try {
    const { values } = parseArgs({
      args,
      options: {
        from: { type: 'string' },
        only: { type: 'string', multiple: true },
        jobs: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
    if (values.help) {
      console.log(usage(TEST_STEPS));
      return 0;
    }
    selected = selectSteps(TEST_STEPS, { from: values.from, only: values.only });
    jobs = values.jobs === undefined ? availableParallelism() : Number(values.jobs);
    if (!Number.isInteger(jobs) || jobs < 1)
      throw new StepsError(`npm test: --jobs ${values.jobs}: expected a whole number of 1 or more`);
  } catch (error) {
    const message = error instanceof StepsError ? error.message : `npm test: ${(error as Error).message}`;
    console.error(`${message}\n\n${usage(TEST_STEPS)}`);
    return 2;
  }
  return runSteps(selected, { jobs });
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename)
  process.exitCode = await main(process.argv.slice(2));
