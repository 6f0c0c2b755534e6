// The release gate (scripts/release-gate.ts) holds for the real workflows, and each guarantee,
// broken alone in a copy of the workflow, is reported.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { workflowFiles } from './lint-workflows.ts';
import { gateProblems, TEST_COMMANDS } from './release-gate.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SITES = path.join(ROOT, '.github/workflows/sites.yml');
const sites = readFileSync(SITES, 'utf8');

/** The workflow with `from` replaced by `to`, checked to occur, so a test cannot pass on a no-op. */
function broken(from: string | RegExp, to: string): string {
  const changed = sites.replace(from, to);
  expect(changed, `"${String(from)}" is not in sites.yml`).not.toBe(sites);
  return changed;
}

describe('the release gate in .github/workflows', () => {
  it('holds for every workflow', () => {
    const files = workflowFiles(path.join(ROOT, '.github/workflows'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(gateProblems(readFileSync(file, 'utf8'), path.relative(ROOT, file))).toEqual([]);
  });

  it('takes one job running npm test whole for the split jobs', () => {
    const whole = broken(
      /      - run: npm run typecheck\n(      - run: [^\n]+\n){4}/,
      '      - run: npm test\n',
    ).replace('needs: [check, static, build-tests, browser, build]', 'needs: [check, static, build]');
    expect(gateProblems(whole, 'sites.yml')).toEqual([]);
  });

  it('reports a step added to npm test that no job runs', () => {
    const problems = gateProblems(sites, 'sites.yml', [...TEST_COMMANDS, 'npm run test:something-new']);
    expect(problems).toEqual([
      'sites.yml: jobs.deploy: does not wait for a job that runs "npm run test:something-new" (npm test) on every event',
    ]);
  });

  const cases: [string, string | RegExp, string, RegExp][] = [
    [
      'a deploy that does not wait for the browser tests',
      'needs: [check, static, build-tests, browser, build]',
      'needs: [check, static, build-tests, build]',
      /does not wait for a job that runs "npm run test:e2e"/,
    ],
    [
      'a deploy that does not wait for the build tests',
      'needs: [check, static, build-tests, browser, build]',
      'needs: [check, static, browser, build]',
      /does not wait for a job that runs "npm run test:build"/,
    ],
    [
      'a step of npm test left out of its job',
      '      - run: npm run format:check\n',
      '',
      /does not wait for a job that runs "npm run format:check"/,
    ],
    [
      'a test step a condition may skip',
      '      - run: npm run test:unit\n',
      "      - run: npm run test:unit\n        if: github.event_name != 'pull_request'\n",
      /does not wait for a job that runs "npm run test:unit"/,
    ],
    [
      'a test step whose failure is let pass',
      '      - run: npm run lint\n',
      '      - run: npm run lint\n        continue-on-error: true\n',
      /does not wait for a job that runs "npm run lint"/,
    ],
    [
      'a test job skipped on pull requests',
      '    name: Site builds and browser tests\n',
      "    name: Site builds and browser tests\n    if: github.event_name != 'pull_request'\n",
      /does not wait for a job that runs "npm run build" \(npm test\)/,
    ],
    [
      'tests on another Node',
      '          node-version: 24\n          cache: npm\n      # npm install, not npm ci: see the check job.\n      - run: npm install --no-audit --no-fund\n      - run: npm run test:build',
      '          node-version: 22\n          cache: npm\n      # npm install, not npm ci: see the check job.\n      - run: npm install --no-audit --no-fund\n      - run: npm run test:build',
      /jobs\.build-tests: not on Node 24/,
    ],
    [
      'a deploy on pull requests',
      "    if: github.event_name != 'pull_request' && needs.check.outputs.sites != '[]' && (",
      "    if: needs.check.outputs.sites != '[]' && (",
      /may run on a pull request/,
    ],
    [
      'deploys that cancel each other',
      'cancel-in-progress: false\n    strategy:\n      # One site',
      'cancel-in-progress: true\n    strategy:\n      # One site',
      /may cancel a deploy halfway/,
    ],
    [
      'a deploy job that builds',
      "      - name: Take the build job's out/",
      "      - run: npm run build\n      - name: Take the build job's out/",
      /runs "npm run build"/,
    ],
    [
      'a deploy job that installs the project',
      'run: npm ci --ignore-scripts --no-audit --no-fund',
      'run: npm install --no-audit --no-fund',
      /runs "npm install/,
    ],
    [
      'a deploy install that runs scripts',
      'run: npm ci --ignore-scripts --no-audit --no-fund',
      'run: npm ci --no-audit --no-fund',
      /runs "npm ci --no-audit/,
    ],
    [
      'a deploy without the build artifact',
      /      - name: Take the build job's out\/ and deploy\/nginx\/\n        uses: [^\n]+\n        with:\n          name: [^\n]+\n          path: [^\n]+\n/,
      '',
      /downloads no build/,
    ],
    [
      'a deploy job without an environment',
      '    environment: ${{ needs.check.outputs.environment }}\n',
      '',
      /has no environment/,
    ],
    [
      'a secret in the build job',
      '      SITE_ID: ${{ matrix.site }}\n    steps:\n      - uses: actions/checkout@08c6903cd8c0fde910a37f88322edcfb5dd907a8 # v5.0.0\n        with:\n          persist-credentials: false\n      - uses: actions/setup-node@2028fbc5c25fe9cf00d9f06a71cc4710d4507903 # v6.0.0\n        with:\n          node-version: 24\n          cache: npm\n      # npm install, not npm ci: see the check job. Its',
      '      SITE_ID: ${{ matrix.site }}\n      AWS_ACCESS_KEY_ID: ${{ secrets.AWS_ACCESS_KEY_ID }}\n    steps:\n      - uses: actions/checkout@08c6903cd8c0fde910a37f88322edcfb5dd907a8 # v5.0.0\n        with:\n          persist-credentials: false\n      - uses: actions/setup-node@2028fbc5c25fe9cf00d9f06a71cc4710d4507903 # v6.0.0\n        with:\n          node-version: 24\n          cache: npm\n      # npm install, not npm ci: see the check job. Its',
      /jobs\.build\.env\.AWS_ACCESS_KEY_ID/,
    ],
    [
      'id-token: write for the whole workflow',
      'permissions:\n  contents: read\n',
      'permissions:\n  contents: read\n  id-token: write\n',
      /permissions: id-token: write for every job/,
    ],
    [
      'id-token: write in a test job',
      '    timeout-minutes: 45\n',
      '    timeout-minutes: 45\n    permissions:\n      id-token: write\n',
      /jobs\.browser\.permissions: id-token: write outside the deploy job/,
    ],
    [
      'an action pinned by tag',
      'actions/upload-artifact@043fb46d1a93c77aae656e7c1c64a875d1fc6a0a # v7.0.1',
      'actions/upload-artifact@v7',
      /actions\/upload-artifact@v7 is not pinned to a commit/,
    ],
    [
      'a pin without its tag',
      'actions/download-artifact@37930b1c2abaa49bbe596cd826c3c89aef350131 # v7.0.0',
      'actions/download-artifact@37930b1c2abaa49bbe596cd826c3c89aef350131',
      /has no "# vX" tag comment/,
    ],
    [
      'a deploy with --allow-deletions',
      'run-deploy.sh --env "$DEPLOY_ENV" --trust-recorded-hashes --out "$RUNNER_TEMP/artifact/out"\n      - name',
      'run-deploy.sh --env "$DEPLOY_ENV" --trust-recorded-hashes --out "$RUNNER_TEMP/artifact/out" --allow-deletions\n      - name',
      /deploys with --allow-deletions/,
    ],
    [
      'a production deploy from any branch',
      " && (needs.check.outputs.environment != 'prod' || github.ref == 'refs/heads/main')",
      '',
      /jobs\.deploy: may deploy production from a branch other than main/,
    ],
    [
      'a production deploy from any branch, by an always-true condition',
      "github.ref == 'refs/heads/main')",
      "github.ref == 'refs/heads/main' || true)",
      /jobs\.deploy: may deploy production from a branch other than main/,
    ],
    [
      'the artifact unpacked into the checkout',
      '          path: ${{ runner.temp }}/artifact\n',
      '          path: .\n',
      /jobs\.deploy\.steps\[\d+\]: unpacks the artifact into the checkout/,
    ],
    [
      'a deploy whose artifact is not checked',
      '      - name: Check the artifact holds only the build\n        run: node cli/deploy/install/check-artifact.ts "$RUNNER_TEMP/artifact"\n',
      '',
      /jobs\.deploy\.steps\[\d+\]: deploys before check-artifact\.ts has run/,
    ],
    [
      'a deploy of out/ in the checkout',
      'run-deploy.sh --env "$DEPLOY_ENV" --trust-recorded-hashes --out "$RUNNER_TEMP/artifact/out"\n      - name',
      'run-deploy.sh --env "$DEPLOY_ENV" --trust-recorded-hashes\n      - name',
      /jobs\.deploy\.steps\[\d+\]: deploys without --out "\$RUNNER_TEMP/,
    ],
  ];
  it.each(cases)('reports %s', (_name, from, to, expected) => {
    const problems = gateProblems(broken(from, to), 'sites.yml');
    expect(
      problems.some((problem) => expected.test(problem)),
      problems.join('\n'),
    ).toBe(true);
  });
});
