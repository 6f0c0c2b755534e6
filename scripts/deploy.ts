// `npm run deploy -- --env prod|dev [--dry-run] [--force]`: syncs out/ to the site's bucket,
// idn-{site} or idn-{site}-dev (SITE_ID), through the S3 API. Exit codes: 0 done, 1 the
// deploy failed (one line names the bucket), 2 wrong arguments or no build.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { bucketName, S3Bucket, s3SettingsFromEnv, type DeployEnvironment } from '../lib/hosting/deploy/bucket';
import { deploySite, DeployError, type DeployEvent } from '../lib/hosting/deploy/deploy';
import { currentSiteId } from '../lib/site/site-id';

const USAGE = 'usage: npm run deploy -- --env prod|dev [--dry-run] [--force] [--out DIR]';

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

function parseArguments() {
  try {
    const { values } = parseArgs({
      options: {
        env: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        force: { type: 'boolean', default: false },
        out: { type: 'string', default: process.env.OUT_DIR ?? 'out' },
      },
      strict: true,
    });
    if (values.env !== 'prod' && values.env !== 'dev') {
      fail(`deploy: --env is ${values.env === undefined ? 'missing' : `"${values.env}"`}; expected prod or dev\n${USAGE}`, 2);
    }
    return { environment: values.env as DeployEnvironment, dryRun: values['dry-run'], force: values.force, outDir: path.resolve(values.out) };
  } catch (error) {
    return fail(`deploy: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`, 2);
  }
}

/** On a terminal one line that updates; in CI logs one line per file, to read back later. */
function reporter(): (event: DeployEvent) => void {
  const live = process.stdout.isTTY === true;
  return (event) => {
    if (event.kind === 'planned') {
      const { upload, unchanged, remove } = event.plan;
      console.log(`deploy: ${upload.length} to upload, ${unchanged.length} unchanged, ${remove.length} to delete`);
      return;
    }
    const line = event.kind === 'uploaded' ? `[${event.done}/${event.total}] uploaded ${event.file.key}` : `[${event.done}/${event.total}] deleted ${event.key}`;
    if (live) process.stdout.write(`\r\x1b[2K${line}${event.done === event.total ? '\n' : ''}`);
    else console.log(line);
  };
}

async function main() {
  const { environment, dryRun, force, outDir } = parseArguments();
  if (!existsSync(path.join(outDir, 'index.html'))) fail(`deploy: ${outDir}/index.html does not exist; expected a built site (run \`npm run build\` first)`, 2);
  let siteId: string;
  try {
    siteId = currentSiteId();
  } catch (error) {
    return fail(`deploy: ${error instanceof Error ? error.message : String(error)}`, 2);
  }

  const bucket = new S3Bucket(bucketName(siteId, environment), s3SettingsFromEnv());
  console.log(`deploy: ${path.relative(process.cwd(), outDir) || '.'}/ → bucket "${bucket.name}" at ${bucket.location}${dryRun ? ' (dry run)' : ''}`);
  const started = Date.now();
  const plan = await deploySite({ outDir, bucket, dryRun, force, onEvent: reporter() });

  if (dryRun) {
    for (const file of plan.upload) console.log(`  upload ${file.key}  (${file.contentType}; ${file.cacheControl})`);
    for (const key of plan.remove) console.log(`  delete ${key}`);
    console.log('deploy: dry run, the bucket was not changed');
    return;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`deploy: done in ${seconds} s: ${plan.upload.length} uploaded, ${plan.remove.length} deleted, ${plan.unchanged.length} unchanged`);
}

main().catch((error: unknown) => {
  if (error instanceof DeployError) fail(error.message, 1);
  fail(`deploy: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`, 1);
});
