// `npm test` (scripts/test-steps.ts): package.json runs the list, the docs show it as it is, each
// step it waits for comes before it, and its command line refuses what it cannot run.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { selectSteps, stepNames, stepsTable, TEST_STEPS, type TestStep } from './test-steps.ts';

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

describe('the order of the steps', () => {
  it('lists each step after the steps it needs, which are steps of the list', () => {
    const names = TEST_STEPS.map((step) => step.name);
    for (const [index, step] of TEST_STEPS.entries())
      for (const needed of step.needs ?? []) {
        expect(names, `${step.name} needs ${needed}`).toContain(needed);
        expect(names.indexOf(needed), `${step.name} needs ${needed}`).toBeLessThan(index);
      }
  });

  it('builds the sites in the project one at a time, and the browser tests after all four', () => {
    const inProject = ['site-stavkablef', 'site-oranveblof', 'site-default'];
    const needs = (name: string) => TEST_STEPS.find((step) => step.name === name)?.needs ?? [];
    expect(needs('site-oranveblof')).toEqual(['site-stavkablef']);
    expect(needs('site-default')).toEqual(['site-oranveblof']);
    expect(inProject.every((name) => needs('e2e').includes(name))).toBe(true);
    expect(needs('e2e')).toContain('site-synthetic');
  });
});
