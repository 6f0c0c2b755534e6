import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { deployPlan, type SiteFacts } from './production-sites.ts';

// The sites a workflow run deploys (.github/workflows/sites.yml): none with example facts in production.
const SITES: SiteFacts[] = [
  { id: 'oddsaces', exampleFacts: [] },
  { id: 'stavkablef', exampleFacts: ['legal.operator', 'ads.banner'] },
  { id: 'oranveblof', exampleFacts: [] },
];
const WHY =
  "content/stavkablef/site.yaml lists example facts (legal.operator, ads.banner); replace them with the site's real values and remove them from example_facts";

describe('deployPlan', () => {
  it('leaves a site with example facts out of the daily production run, saying which and why', () => {
    expect(deployPlan(SITES, { environment: 'prod', event: 'schedule' })).toEqual({
      matrix: ['oddsaces', 'oranveblof'],
      summary: ['### Left out of the production deploy', '', `- \`stavkablef\`: ${WHY}.`],
      errors: [],
    });
  });

  it('says so when the daily run is left with no site', () => {
    const plan = deployPlan([SITES[1]!], { environment: 'prod', event: 'schedule' });
    expect(plan.matrix).toEqual([]);
    expect(plan.summary.at(-1)).toBe('No site is deployed to production.');
    expect(plan.errors).toEqual([]);
  });

  it('fails a manual production run that names such a site, or names none and so all', () => {
    for (const requested of [['stavkablef'], ['oddsaces', 'stavkablef'], []]) {
      const plan = deployPlan(SITES, { environment: 'prod', event: 'workflow_dispatch', requested });
      expect(plan.errors).toEqual([`stavkablef: not deployed to production: ${WHY}`]);
      expect(plan.matrix).toEqual([]);
    }
  });

  it('deploys a manual production run of sites without example facts', () => {
    const plan = deployPlan(SITES, { environment: 'prod', event: 'workflow_dispatch', requested: ['oranveblof'] });
    expect(plan).toEqual({ matrix: ['oranveblof'], summary: [], errors: [] });
  });

  it('takes every site, example facts and all, to dev', () => {
    expect(deployPlan(SITES, { environment: 'dev', event: 'push' })).toEqual({
      matrix: ['oddsaces', 'stavkablef', 'oranveblof'],
      summary: [],
      errors: [],
    });
  });

  it('refuses a site name that is not a site', () => {
    const plan = deployPlan(SITES, { environment: 'dev', event: 'workflow_dispatch', requested: ['oddsace'] });
    expect(plan.errors).toEqual(['sites: "oddsace" is not a site; expected one of oddsaces, stavkablef, oranveblof']);
  });
});

// Each test starts the script in a Node process of its own: seconds on a busy machine.
describe('node scripts/production-sites.ts', { timeout: 30_000 }, () => {
  const run = (args: string[]) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'production-sites-'));
    const files = { GITHUB_OUTPUT: path.join(dir, 'output'), GITHUB_STEP_SUMMARY: path.join(dir, 'summary') };
    for (const file of Object.values(files)) writeFileSync(file, '');
    const result = spawnSync(process.execPath, [path.resolve(import.meta.dirname, 'production-sites.ts'), ...args], {
      env: { ...process.env, ...files },
      encoding: 'utf8',
    });
    const output = readFileSync(files.GITHUB_OUTPUT, 'utf8');
    const summary = readFileSync(files.GITHUB_STEP_SUMMARY, 'utf8');
    rmSync(dir, { recursive: true, force: true });
    return { code: result.status, stderr: result.stderr, output, summary };
  };

  it('leaves every shipped example site out of the daily production run, in the summary', () => {
    const daily = run(['--env', 'prod', '--event', 'schedule']);
    expect(daily.code).toBe(0);
    expect(daily.output).toBe('sites=[]\n');
    for (const id of ['oddsaces', 'oranveblof', 'stavkablef']) {
      expect(daily.summary).toContain(`- \`${id}\`: content/${id}/site.yaml lists example facts (legal.operator`);
    }
  });

  it('fails a manual production run naming one, and gives dev every site', () => {
    const manual = run(['--env', 'prod', '--event', 'workflow_dispatch', '--sites', 'stavkablef']);
    expect(manual.code).toBe(1);
    expect(manual.stderr).toMatch(/^::error::stavkablef: not deployed to production: content\/stavkablef\/site\.yaml/);
    expect(manual.output).toBe('sites=[]\n');
    const dev = run(['--env', 'dev', '--event', 'push']);
    expect(dev.code).toBe(0);
    expect(dev.output).toBe('sites=["oddsaces","oranveblof","stavkablef"]\n');
    expect(dev.summary).toBe('');
  });
});
