// A throwaway copy of the project, for tests that must run a whole build on altered content.
import fs from 'node:fs';
import path from 'node:path';

const PROJECT_ROOT = path.resolve(__dirname, '../../..');

/** What a build reads: the source, the content and the configuration (never out/ or .next/). */
const BUILD_INPUTS = [
  'app', 'components', 'lib', 'public', 'scripts', 'content',
  'package.json', 'next.config.mjs', 'next-sitemap.config.js', 'tsconfig.json', 'postcss.config.mjs', 'tailwind.config.ts',
];

/** Copies live under this gitignored folder of the project (tsc, eslint and vitest skip it). */
export const PROJECT_COPIES_DIR = path.join(PROJECT_ROOT, '.project-copies');

export interface ProjectCopy {
  root: string;
  cleanup(): void;
}

/**
 * Copies the build's inputs into a fresh folder inside the project. Inside, not in /tmp:
 * Turbopack compiles nothing outside its workspace root, so a copy elsewhere cannot reach
 * node_modules even through a symlink, while a nested copy finds the project's own
 * node_modules by walking up, with no install.
 */
export function copyProject(): ProjectCopy {
  fs.mkdirSync(PROJECT_COPIES_DIR, { recursive: true });
  const root = fs.mkdtempSync(path.join(PROJECT_COPIES_DIR, 'copy-'));
  for (const entry of BUILD_INPUTS) {
    fs.cpSync(path.join(PROJECT_ROOT, entry), path.join(root, entry), { recursive: true });
  }
  return {
    root,
    cleanup: () => {
      fs.rmSync(root, { recursive: true, force: true });
      if (fs.readdirSync(PROJECT_COPIES_DIR).length === 0) fs.rmdirSync(PROJECT_COPIES_DIR);
    },
  };
}
