// The guarantees the operators rely on, read from the real workflow files: every deploy waits
// for `npm test`, pull requests never deploy, each bucket has one deploy at a time, and the
// storage credentials reach the deploy step and nothing else. actionlint checks that a workflow
// is valid; this checks that it is still the gate docs/hosting.md describes.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { workflowFiles } from './lint-workflows';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}

interface Job {
  needs?: string | string[];
  if?: string;
  env?: Record<string, unknown>;
  concurrency?: string | { group: string; 'cancel-in-progress'?: boolean | string };
  strategy?: { 'fail-fast'?: boolean; matrix?: unknown };
  steps?: Step[];
}

interface Workflow {
  on: Record<string, unknown>;
  env?: Record<string, unknown>;
  jobs: Record<string, Job>;
}

const ROOT = path.resolve(__dirname, '..');
const workflows = workflowFiles(path.join(ROOT, '.github/workflows')).map((file) => ({
  file: path.relative(ROOT, file),
  workflow: parse(readFileSync(file, 'utf8')) as Workflow,
}));

const jobs = workflows.flatMap(({ file, workflow }) =>
  Object.entries(workflow.jobs).map(([id, job]) => ({ file, workflow, id, job, steps: job.steps ?? [] })),
);
const isDeployStep = (step: Step) => /\bnpm run deploy\b/.test(step.run ?? '');
const runsTests = (step: Step) => /^npm test$/m.test(step.run ?? '');
const deployJobs = jobs.filter(({ steps }) => steps.some(isDeployStep));
const needsOf = (job: Job) => (job.needs === undefined ? [] : [job.needs].flat());

/** Every place under `value` whose key or text names storage credentials or settings. */
function storageMentions(value: unknown, at: string): string[] {
  if (typeof value === 'string') return /\bsecrets\.|\bAWS_|\bS3_/.test(value) ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => storageMentions(item, `${at}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(/^(AWS_|S3_)/.test(key) ? [`${at}.${key}`] : []),
      ...storageMentions(item, `${at}.${key}`),
    ]);
  }
  return [];
}

describe('the release gate in .github/workflows', () => {
  it('has workflows, a job that runs npm test and at least one that deploys', () => {
    expect(workflows.length).toBeGreaterThan(0);
    expect(jobs.filter(({ steps }) => steps.some(runsTests))).not.toEqual([]);
    expect(deployJobs).not.toEqual([]);
  });

  it('tests every pull request and every push to main, with Node 24', () => {
    for (const { file, workflow, job, steps } of jobs.filter(({ steps }) => steps.some(runsTests))) {
      expect(Object.keys(workflow.on), file).toEqual(expect.arrayContaining(['pull_request', 'push']));
      expect(job.if, `${file}: the test job runs on every event`).toBeUndefined();
      const setups = steps.filter((step) => step.uses?.startsWith('actions/setup-node@'));
      expect(
        setups.map((step) => String(step.with?.['node-version'])),
        file,
      ).toEqual(['24']);
    }
  });

  it('makes every deploy job wait for the tests of its own workflow', () => {
    for (const { file, workflow, id, job } of deployJobs) {
      const testJobs = Object.entries(workflow.jobs)
        .filter(([, other]) => (other.steps ?? []).some(runsTests))
        .map(([testId]) => testId);
      expect(testJobs, `${file}: no job of this workflow runs npm test`).not.toEqual([]);
      expect(needsOf(job), `${file}: job ${id}`).toEqual(expect.arrayContaining(testJobs));
    }
  });

  it('never deploys from a pull request', () => {
    for (const { file, id, job } of deployJobs) {
      expect(job.if, `${file}: job ${id}`).toContain("github.event_name != 'pull_request'");
    }
  });

  it('gives each site and environment one deploy at a time, queued rather than cancelled', () => {
    for (const { file, id, job } of deployJobs) {
      expect(job.concurrency, `${file}: job ${id}`).toEqual({
        group: expect.stringMatching(/^deploy-\$\{\{ matrix\.site \}\}-\$\{\{ .+ \}\}$/),
        'cancel-in-progress': false,
      });
      expect(job.strategy?.['fail-fast'], `${file}: job ${id}`).toBe(false);
    }
  });

  it('hands the storage settings and credentials to the deploy step alone', () => {
    for (const { file, workflow } of workflows) {
      const { jobs: byId, ...rest } = workflow;
      const mentions = storageMentions(rest, 'workflow');
      for (const [id, job] of Object.entries(byId)) {
        const { steps = [], ...jobRest } = job;
        mentions.push(...storageMentions(jobRest, `jobs.${id}`));
        steps.forEach((step, index) => {
          if (isDeployStep(step)) {
            const { env, ...stepRest } = step;
            mentions.push(...storageMentions(stepRest, `jobs.${id}.steps[${index}]`));
            expect(Object.keys(env ?? {}), `${file}: jobs.${id}.steps[${index}].env`).toEqual(
              expect.arrayContaining(['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']),
            );
          } else {
            mentions.push(...storageMentions(step, `jobs.${id}.steps[${index}]`));
          }
        });
      }
      expect(mentions, `${file}: storage settings or secrets outside a deploy step's env`).toEqual([]);
    }
  });

  it('deploys with npm run deploy -- --env, never with --allow-deletions', () => {
    for (const { file, steps } of deployJobs) {
      for (const step of steps.filter(isDeployStep)) {
        expect(step.run, file).toMatch(/npm run deploy -- --env /);
        expect(step.run, file).not.toContain('--allow-deletions');
      }
    }
  });
});
