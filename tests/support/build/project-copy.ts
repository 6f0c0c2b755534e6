// A throwaway copy of the project, for tests that must run a whole build on altered content.
import fs from 'node:fs';
import path from 'node:path';

import { copyProjectSource, PROJECT_ROOT } from '../../../lib/build/project-copy';

/** Copies live under this gitignored folder of the project (tsc, eslint and vitest skip it). */
export const PROJECT_COPIES_DIR = path.join(PROJECT_ROOT, '.project-copies');

export interface ProjectCopy {
  root: string;
  cleanup(): void;
}

/** A fresh copy of the project, content included, inside the project (see copyProjectSource). */
export function copyProject(): ProjectCopy {
  fs.mkdirSync(PROJECT_COPIES_DIR, { recursive: true });
  const root = fs.mkdtempSync(path.join(PROJECT_COPIES_DIR, 'copy-'));
  copyProjectSource(root, { content: true });
  return {
    root,
    cleanup: () => {
      fs.rmSync(root, { recursive: true, force: true });
      if (fs.readdirSync(PROJECT_COPIES_DIR).length === 0) fs.rmdirSync(PROJECT_COPIES_DIR);
    },
  };
}
