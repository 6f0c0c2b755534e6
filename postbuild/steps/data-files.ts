// Post-build: writes the data files (page data, app data, static queries, slices) into out/.
import fs from 'node:fs';
import path from 'node:path';

import { currentBuildHash } from '../../lib/build/build-hash.ts';
import { getSiteContent } from '../../lib/content/index.ts';
import { buildDataFiles } from '../data-files/build-data-files.ts';

export function writeDataFiles(): void {
  const outDir = path.resolve(process.env.OUT_DIR ?? 'out');
  const buildHash = currentBuildHash();
  const files = buildDataFiles(getSiteContent(), buildHash);
  for (const [sitePath, json] of files) {
    const target = path.join(outDir, sitePath);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, json);
  }
  console.log(`data files: ${files.size} written to ${path.relative(process.cwd(), outDir)}/ (build ${buildHash})`);
}
