import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { computeBuildHash } from './build-hash.ts';

let root: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-hash-'));
  write('app/globals.css', '@import "tailwindcss";');
  write('app/layout.tsx', 'export default function Layout() {}');
  write('content/site/articles/a.md', '# A');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('computeBuildHash', () => {
  it('changes with the code', () => {
    const before = computeBuildHash(root);
    write('app/globals.css', '@import "tailwindcss"; .x {}');
    expect(computeBuildHash(root)).not.toBe(before);
  });

  it('ignores content and the stylesheet compiled into app/generated/ between the steps of a build', () => {
    const before = computeBuildHash(root);
    write('content/site/articles/b.md', '# B');
    write('app/generated/site.css', 'body{color:black}');
    expect(computeBuildHash(root)).toBe(before);
  });

  it('covers the browser code, the post-build steps and the host contract they write', () => {
    for (const file of [
      'browser/shell/runtime.ts',
      'postbuild/client-bundle.ts',
      'hosting/security-headers.ts',
      'lib/site/paths.ts',
      'components/A.tsx',
    ]) {
      write(file, 'export const a = 1;');
      const before = computeBuildHash(root);
      write(file, 'export const a = 2;');
      expect(computeBuildHash(root), file).not.toBe(before);
    }
  });

  it('leaves the hash as it was for a change to the generation or deploy tools, the server, scripts or tests', () => {
    const before = computeBuildHash(root);
    write('cli/generate/prompts.ts', 'export const prompt = "changed";');
    write('cli/deploy/plan.ts', 'export const plan = "changed";');
    write('server/serve.ts', '// changed');
    write('scripts/bench.ts', '// changed');
    write('tests/e2e/shell.spec.ts', '// changed');
    write('browser/shell/runtime.test.ts', '// a test beside the code');
    write('docs/architecture.md', '# changed');
    expect(computeBuildHash(root)).toBe(before);
  });
});
