// The guarantees the operators rely on, read from a workflow file: every deploy waits for jobs
// that run, on every event, each step of `npm test` (the steps of scripts/test-steps.ts, which
// the workflow may split over jobs that run side by side), pull requests never deploy, each bucket has one deploy at a time, the job that
// holds credentials runs no code an install script could have written, credentials are the
// environment's (or short-lived through OIDC) and reach the deploy steps alone, and every action
// is pinned by commit. actionlint checks that a workflow is valid; this checks that it is still
// the gate docs/release.md describes. scripts/release-gate.test.ts applies it to the real
// workflows, and breaks each guarantee in a copy to show it failing.
import { parse } from 'yaml';

import { commandOf, TEST_STEPS } from './test-steps.ts';

export interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  'continue-on-error'?: boolean | string;
  'working-directory'?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}

export interface Job {
  needs?: string | string[];
  if?: string;
  'continue-on-error'?: boolean | string;
  environment?: string | { name: string };
  permissions?: Record<string, string> | string;
  env?: Record<string, unknown>;
  concurrency?: string | { group: string; 'cancel-in-progress'?: boolean | string };
  strategy?: { 'fail-fast'?: boolean; matrix?: unknown };
  steps?: Step[];
}

export interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string> | string;
  env?: Record<string, unknown>;
  jobs: Record<string, Job>;
}

/** The step that deploys: the deploy's own runner, from the deploy's own install. */
export const isDeployStep = (step: Step): boolean => /\bcli\/deploy\/install\/run-deploy\.sh\b/.test(step.run ?? '');
/** The commands `npm test` runs, in order: its steps', as a workflow writes them. */
export const TEST_COMMANDS: readonly string[] = TEST_STEPS.map(commandOf);

/**
 * The commands of `npm test` a job runs for certain: all of them when it runs `npm test`, none
 * when the job runs on some events only. A step that a condition may skip, or whose failure is
 * let pass, counts for nothing.
 */
function testCommandsRunBy(job: Job, commands: readonly string[]): string[] {
  if (job.if !== undefined || job['continue-on-error'] !== undefined) return [];
  const lines = (job.steps ?? [])
    .filter((step) => step.if === undefined && step['continue-on-error'] === undefined)
    .flatMap((step) => (step.run ?? '').split('\n').map((line) => line.trim()));
  return lines.includes('npm test') ? [...commands] : commands.filter((command) => lines.includes(command));
}
const needsOf = (job: Job) => (job.needs === undefined ? [] : [job.needs].flat());
const THE_DEPLOY_INSTALL = /^npm ci --ignore-scripts\b/;
const CREDENTIALS_ACTION = 'aws-actions/configure-aws-credentials@';

/** Every place under `value` whose key or text names storage credentials or settings (or, with `secretsOnly`, secrets). */
function storageMentions(value: unknown, at: string, secretsOnly = false): string[] {
  const named = secretsOnly ? /\bsecrets\./ : /\bsecrets\.|\bAWS_|\bS3_/;
  if (typeof value === 'string') return named.test(value) ? [at] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => storageMentions(item, `${at}[${index}]`, secretsOnly));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(!secretsOnly && /^(AWS_|S3_)/.test(key) ? [`${at}.${key}`] : []),
      ...storageMentions(item, `${at}.${key}`, secretsOnly),
    ]);
  }
  return [];
}

/**
 * Each broken guarantee of one workflow, as a line naming where; none when it holds.
 * `commands` are those of `npm test`'s steps, every one of which the deploy must wait for.
 */
export function gateProblems(text: string, file: string, commands: readonly string[] = TEST_COMMANDS): string[] {
  const workflow = parse(text) as Workflow;
  const jobs = Object.entries(workflow.jobs).map(([id, job]) => ({
    id,
    job,
    steps: job.steps ?? [],
    tests: testCommandsRunBy(job, commands),
  }));
  const testJobs = jobs.filter(({ tests }) => tests.length > 0);
  const deployJobs = jobs.filter(({ steps }) => steps.some(isDeployStep));
  const problems: string[] = [];
  const say = (where: string, what: string) => problems.push(`${file}: ${where}: ${what}`);

  if (testJobs.length === 0) say('jobs', 'no job runs npm test or a step of it on every event');
  if (deployJobs.length === 0) say('jobs', 'no job deploys');
  if (testJobs.length > 0 && !['pull_request', 'push'].every((event) => event in workflow.on))
    say('on', 'not every pull request and push');
  for (const { id, steps } of testJobs) {
    const nodes = steps.filter((step) => step.uses?.startsWith('actions/setup-node@'));
    if (nodes.map((step) => String(step.with?.['node-version'])).join() !== '24') say(`jobs.${id}`, 'not on Node 24');
  }

  for (const { id, job, steps } of deployJobs) {
    const at = `jobs.${id}`;
    const needs = needsOf(job);
    const awaited = testJobs.filter((test) => needs.includes(test.id)).flatMap((test) => test.tests);
    for (const command of commands)
      if (!awaited.includes(command))
        say(at, `does not wait for a job that runs "${command}" (npm test) on every event`);
    if (!String(job.if ?? '').includes("github.event_name != 'pull_request'")) say(at, 'may run on a pull request');
    if (!/\|\| github\.ref == 'refs\/heads\/main'\)/.test(String(job.if ?? '')))
      say(at, 'may deploy production from a branch other than main');
    const group = typeof job.concurrency === 'object' ? job.concurrency : undefined;
    if (!group || !/^deploy-\$\{\{ matrix\.site \}\}-\$\{\{ .+ \}\}$/.test(group.group))
      say(at, 'has no concurrency group per site and environment');
    if (group && group['cancel-in-progress'] !== false) say(at, 'may cancel a deploy halfway');
    if (job.strategy?.['fail-fast'] !== false) say(at, "lets one site's failure cancel the others");
    if (job.environment === undefined) say(at, "has no environment, so its secrets would be the repository's");
    // The split: nothing built or installed with scripts here, the build comes as an artifact.
    steps.forEach((step, index) => {
      const run = step.run ?? '';
      if (
        /\bnpm (install|i|ci|run build|run generate)\b|\bnpx\b|\byarn\b|\bpnpm\b/.test(run) &&
        !THE_DEPLOY_INSTALL.test(run)
      )
        say(
          `${at}.steps[${index}]`,
          `runs "${run.split('\n')[0]}": only "npm ci --ignore-scripts" of the deploy's own packages`,
        );
      if (THE_DEPLOY_INSTALL.test(run) && step['working-directory'] !== 'cli/deploy/install')
        say(`${at}.steps[${index}]`, "installs outside cli/deploy/install, the deploy's own lock file");
      if (isDeployStep(step) && /--allow-deletions|--adopt/.test(run))
        say(`${at}.steps[${index}]`, 'deploys with --allow-deletions or --adopt');
    });
    const builders = jobs.filter(
      (other) =>
        needs.includes(other.id) && other.steps.some((step) => step.uses?.startsWith('actions/upload-artifact@')),
    );
    if (builders.length === 0) say(at, 'waits for no job that uploads the build');
    if (!steps.some((step) => step.uses?.startsWith('actions/download-artifact@'))) say(at, 'downloads no build');
    // The artifact is untrusted: unpacked outside the checkout, checked, then deployed from there.
    const downloads = steps.flatMap((step, index) =>
      step.uses?.startsWith('actions/download-artifact@') ? [index] : [],
    );
    const check = steps.findIndex((step) =>
      /^node cli\/deploy\/install\/check-artifact\.ts "\$RUNNER_TEMP\//.test(step.run ?? ''),
    );
    for (const index of downloads) {
      if (!String(steps[index]!.with?.path ?? '').startsWith('${{ runner.temp }}/'))
        say(`${at}.steps[${index}]`, 'unpacks the artifact into the checkout, not under ${{ runner.temp }}');
      if (check < index) say(`${at}.steps[${index}]`, 'is not followed by check-artifact.ts on the artifact');
    }
    steps.forEach((step, index) => {
      if (!isDeployStep(step)) return;
      if (check < 0 || check > index) say(`${at}.steps[${index}]`, 'deploys before check-artifact.ts has run');
      if (!/ --out "\$RUNNER_TEMP\//.test(step.run ?? ''))
        say(`${at}.steps[${index}]`, 'deploys without --out "$RUNNER_TEMP/…", the checked artifact');
    });
    for (const builder of builders) {
      if (builder.job.environment !== undefined) say(`jobs.${builder.id}`, 'the build job has an environment');
      if (storageMentions(builder.job, 'job').length > 0)
        say(`jobs.${builder.id}`, 'the build job sees storage settings');
    }
  }

  // Credentials: secrets in deploy steps' env (or the credentials action) of an environment's job.
  const { jobs: byId, ...rest } = workflow;
  const mentions = storageMentions(rest, 'workflow');
  for (const [id, job] of Object.entries(byId)) {
    const { steps = [], ...jobRest } = job;
    mentions.push(...storageMentions(jobRest, `jobs.${id}`));
    const inEnvironment = job.environment !== undefined;
    steps.forEach((step, index) => {
      const at = `jobs.${id}.steps[${index}]`;
      if (isDeployStep(step) && inEnvironment) {
        // Its env holds the settings; its condition may read variables, never secrets.
        const elsewhere = { ...step, env: undefined, if: undefined };
        mentions.push(...storageMentions(elsewhere, at), ...storageMentions(step.if, `${at}.if`, true));
      } else if (step.uses?.startsWith(CREDENTIALS_ACTION) && inEnvironment) {
        // The OIDC action reads the role and region from variables; a secret here is a static key.
        mentions.push(...storageMentions(step, at, true));
      } else {
        mentions.push(...storageMentions(step, at));
      }
    });
  }
  for (const place of mentions) say(place, "storage settings or secrets outside an environment's deploy steps");

  // id-token: write on the deploy jobs alone.
  const grants = (permissions: Job['permissions']) =>
    permissions === 'write-all' || (typeof permissions === 'object' && permissions['id-token'] === 'write');
  if (grants(workflow.permissions)) say('permissions', 'id-token: write for every job');
  for (const { id, job } of jobs) {
    if (
      grants(job.permissions) &&
      !deployJobs.some((deploy) => deploy.id === id && deploy.job.environment !== undefined)
    )
      say(`jobs.${id}.permissions`, 'id-token: write outside the deploy job');
  }

  // Every action pinned by commit, with its tag in a comment for the reader and Dependabot.
  text.split('\n').forEach((line, index) => {
    const used = /^\s*(?:-\s+)?uses:\s*(\S+)(.*)$/.exec(line);
    if (!used || used[1]!.startsWith('./')) return;
    if (!/@[0-9a-f]{40}$/.test(used[1]!)) say(`line ${index + 1}`, `${used[1]} is not pinned to a commit`);
    else if (!/^\s+#\s*v\d/.test(used[2] ?? '')) say(`line ${index + 1}`, `${used[1]} has no "# vX" tag comment`);
  });
  return problems;
}
