// The build tests that build a copy again over its compile run the rest of `npm run build` as
// that script runs it: these hold the helper to package.json and scripts/next-build.sh.
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { stepsAfterCompile } from './project-build.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const scripts = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

/** A shell script's commands: its lines but the comments, blank lines and the shebang. */
const commands = (file: string) =>
  fs
    .readFileSync(path.join(ROOT, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'));

describe('a build over its compile', () => {
  it("runs every step of package.json's build but the compile, then the post-build", () => {
    expect(stepsAfterCompile(scripts)).toEqual([
      'npm run check:content -- --plan',
      'bash scripts/next-render.sh',
      'npm run postbuild',
    ]);
  });

  it('leaves out, of scripts/next-build.sh, the compile alone', () => {
    expect(commands('scripts/next-build.sh')).toEqual([
      'set -euo pipefail',
      'node scripts/compile.ts "$@"',
      'bash scripts/next-render.sh "$@"',
    ]);
  });

  it('runs npm around the steps as npm does, and keeps a step it does not know', () => {
    expect(
      stepsAfterCompile({
        prebuild: 'x',
        build: 'npm run styles && node a.ts && bash scripts/next-build.sh && node b.ts',
        postbuild: 'y',
      }),
    ).toEqual(['npm run prebuild', 'node a.ts', 'bash scripts/next-render.sh', 'node b.ts', 'npm run postbuild']);
  });

  it('refuses a build script without the compile it leaves out, in one line', () => {
    expect(() => stepsAfterCompile({ build: 'npm run check:content && next build' })).toThrow(
      /^package\.json: scripts\.build is "npm run check:content && next build"; expected a step "npm run styles", the compile that tests\/support\/project-build\.ts leaves out$/,
    );
  });
});
