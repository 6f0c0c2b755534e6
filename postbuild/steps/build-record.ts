// Post-build, the last step: out/_build.json names the site and the build out/ holds
// (postbuild/build-record.ts). Last, so only an out/ every other step finished carries one,
// and `npm run deploy` deploys nothing else.
import path from 'node:path';

import { currentBuildHash } from '../../lib/build/build-hash.ts';
import { writeBuildRecord } from '../build-record.ts';
import { currentSiteId } from '../../lib/site/site-id.ts';

export function writeBuildRecordFile(outDir = path.resolve(process.env.OUT_DIR ?? 'out')): void {
  const record = { siteId: currentSiteId(), buildHash: currentBuildHash() };
  const file = writeBuildRecord(outDir, record);
  const shown = path.relative(process.cwd(), file);
  console.log(`build record: wrote ${shown} (site ${record.siteId}, build ${record.buildHash})`);
}
