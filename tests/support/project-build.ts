// `npm run build` in a copy of the project (lib/build/project-copy.ts): whole, or again over the
// compile an earlier build of the same copy left in .next/. The compile (`npm run styles`, then
// Turbopack's half of scripts/next-build.sh) reads the code alone: no content, no BUILD_TIME, no
// SHOW_DRAFTS. It is most of the work of building a small site, so a test that builds one copy
// again (other content, another time, a preview) runs only the rest of `npm run build`, as that
// script runs it. A test about the compile itself (its bytes, its place) builds whole.
import fs from 'node:fs';
import path from 'node:path';

import { PROJECT_ROOT } from '../../lib/build/project-copy.ts';
import { type CommandRun, runCommand } from './run-command.ts';

/** The steps of package.json's `build` script that compile, each with what runs in its place. */
const COMPILE_STEPS = new Map<string, string | undefined>([
  ['npm run styles', undefined],
  ['bash scripts/next-build.sh', 'bash scripts/next-render.sh'],
]);

type Scripts = Record<string, string | undefined>;

/**
 * The commands `npm run build` runs, but for the compile: the `build` script's steps with the
 * compile's left out or replaced, and npm's `prebuild` and `postbuild` around them. Throws when
 * the script no longer has a step it leaves out.
 */
export function stepsAfterCompile(scripts: Scripts): string[] {
  const steps = (scripts.build ?? '').split(' && ');
  for (const step of COMPILE_STEPS.keys()) {
    if (!steps.includes(step))
      throw new Error(
        `package.json: scripts.build is "${scripts.build}"; expected a step "${step}", the compile that tests/support/project-build.ts leaves out`,
      );
  }
  const rest = steps.flatMap((step) => {
    if (!COMPILE_STEPS.has(step)) return [step];
    const instead = COMPILE_STEPS.get(step);
    return instead ? [instead] : [];
  });
  return [
    ...(scripts.prebuild ? ['npm run prebuild'] : []),
    ...rest,
    ...(scripts.postbuild ? ['npm run postbuild'] : []),
  ];
}

/** `npm run build` in `root`, whole. */
export function buildProject(root: string, env: Record<string, string>): Promise<CommandRun> {
  return runCommand('npm', ['run', 'build', '--silent'], root, env);
}

/** `npm run build` in `root` over the compile its last build left there (see above). */
export function buildProjectOverItsCompile(root: string, env: Record<string, string>): Promise<CommandRun> {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')))
    throw new Error(`${root}: no .next/BUILD_ID; expected a whole build there first (buildProject)`);
  const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Scripts })
    .scripts;
  // As npm runs a script: the project's installed commands (next, tailwindcss) on the PATH, and
  // npm as quiet as `--silent` makes it, in the steps that run npm again.
  const bin = path.join(PROJECT_ROOT, 'node_modules', '.bin');
  return runCommand('sh', ['-c', stepsAfterCompile(scripts).join(' && ')], root, {
    PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
    npm_config_loglevel: 'silent',
    ...env,
  });
}
