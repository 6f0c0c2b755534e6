// Empty folders for tests that write files (an output folder, a folder of new files).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach } from 'vitest';

/**
 * Makes fresh folders in the system's temporary folder for the tests of a file (call it at the
 * top): each is removed, with what the test wrote in it, after the test that made it.
 */
export function setUpTemporaryFolders(): (prefix: string) => string {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  return (prefix) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    made.push(dir);
    return dir;
  };
}
