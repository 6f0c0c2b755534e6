// `npm run deploy -- --env prod|dev [--dry-run] [--force] [--allow-deletions] [--adopt] [--trust-recorded-hashes]`: syncs out/ to the
// site's bucket, idn-{site} or idn-{site}-dev (SITE_ID), through the S3 API. Exit codes:
// 0 done (a dry run: a deploy would go ahead), 1 the deploy failed (one line names the file or
// the bucket, and what the bucket holds now), 2 wrong arguments or no build, 3 refused before
// any change: out/ or the bucket is another site's, the bucket does not exist, or the deploy
// would delete too much without --allow-deletions, or the bucket holds objects but no deploy record
// and --adopt was not given, or a production deploy of a build whose site.yaml still lists example
// facts (a dry run exits 3 when a deploy would be refused).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { exampleFactRefusal } from '../../lib/content/example-facts.ts';
import { readBuildRecord } from '../../postbuild/build-record.ts';
import { bucketName, S3Bucket, s3SettingsFromEnv, type DeployEnvironment } from './bucket.ts';
import { deploySite, DeployError, DeployRefusal, type DeployEvent, type DeployResult } from './deploy.ts';
import type { LocalFile } from './local-files.ts';
import { currentSiteId } from '../../lib/site/site-id.ts';

const USAGE =
  'usage: npm run deploy -- --env prod|dev [--dry-run] [--force] [--allow-deletions] [--adopt] [--trust-recorded-hashes] [--out DIR]';
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;
const EXIT_REFUSED = 3;
/** How many keys of each list a dry run shows. */
const SAMPLE = 5;

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
        'allow-deletions': { type: 'boolean', default: false },
        adopt: { type: 'boolean', default: false },
        'trust-recorded-hashes': { type: 'boolean', default: false },
        out: { type: 'string', default: process.env.OUT_DIR ?? 'out' },
      },
      strict: true,
    });
    if (values.env !== 'prod' && values.env !== 'dev') {
      const given = values.env === undefined ? 'missing' : `"${values.env}"`;
      fail(`deploy: --env is ${given}; expected prod or dev\n${USAGE}`, EXIT_USAGE);
    }
    return {
      environment: values.env as DeployEnvironment,
      dryRun: values['dry-run'],
      force: values.force,
      allowDeletions: values['allow-deletions'],
      adopt: values.adopt,
      trustRecordedHashes: values['trust-recorded-hashes'],
      outDir: path.resolve(values.out),
    };
  } catch (error) {
    return fail(`deploy: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`, EXIT_USAGE);
  }
}

/** A built site: its home page and the record the build writes last; exit 2 otherwise. */
function checkBuilt(outDir: string): void {
  if (!existsSync(path.join(outDir, 'index.html'))) {
    const expected = 'expected a built site (run `npm run build` first)';
    fail(`deploy: ${outDir}/index.html does not exist; ${expected}`, EXIT_USAGE);
  }
  try {
    readBuildRecord(outDir);
  } catch (error) {
    fail(`deploy: ${(error as Error).message}`, EXIT_USAGE);
  }
}

/**
 * Production takes no placeholders: a build whose record lists example facts (the fields its
 * site.yaml marks under example_facts) is refused, one line per field, before the bucket is
 * touched. Dev buckets take them, so the example sites can still be looked at there.
 */
function refuseExampleFacts(outDir: string, environment: DeployEnvironment): void {
  if (environment !== 'prod') return;
  const { siteId, exampleFacts = [] } = readBuildRecord(outDir);
  if (exampleFacts.length === 0) return;
  const file = `content/${siteId}/site.yaml`;
  fail(exampleFacts.map((field) => exampleFactRefusal(file, field)).join('\n'), EXIT_REFUSED);
}

function siteIdOrExit(): string {
  try {
    return currentSiteId();
  } catch (error) {
    return fail(`deploy: ${error instanceof Error ? error.message : String(error)}`, EXIT_USAGE);
  }
}

/** On a terminal one line that updates; in CI logs one line per file, to read back later. */
function reporter(): (event: DeployEvent) => void {
  const live = process.stdout.isTTY === true;
  return (event) => {
    if (event.kind === 'read') {
      if (event.recordProblem) console.log(`deploy: ${event.recordProblem}; hashing every file instead`);
      const { files, recorded, hashed } = event;
      console.log(`deploy: read ${files} files (MD5s: ${recorded} as the build recorded them, ${hashed} computed now)`);
      return;
    }
    if (event.kind === 'planned') {
      const { upload, unchanged, keep, remove } = event.plan;
      const counts = `${upload.length} to upload, ${unchanged.length} unchanged, ${keep.length} kept`;
      const missing = event.bucketMissing ? ' (the bucket does not exist)' : '';
      console.log(`deploy: ${counts}, ${remove.length} to delete${missing}`);
      return;
    }
    const line =
      event.kind === 'uploaded'
        ? `[${event.done}/${event.total}] uploaded ${event.file.key}`
        : `[${event.done}/${event.total}] deleted ${event.key}`;
    if (live) process.stdout.write(`\r\x1b[2K${line}${event.done === event.total ? '\n' : ''}`);
    else console.log(line);
  };
}

/** A few keys of a list, then how many more: enough to recognise it in a 20,000-file build. */
function printSample<T>(verb: string, items: readonly T[], describe: (item: T) => string): void {
  for (const item of items.slice(0, SAMPLE)) console.log(`  ${verb} ${describe(item)}`);
  if (items.length > SAMPLE) console.log(`  … and ${items.length - SAMPLE} more to ${verb}`);
}

function printDryRun({ plan, bucketMissing, refusal }: DeployResult, bucket: string): void {
  if (bucketMissing) {
    const count = plan.upload.length;
    console.log(`deploy: bucket "${bucket}" does not exist; once it is created, a deploy would upload ${count} files:`);
  }
  const redirect = (file: LocalFile) =>
    file.websiteRedirect === undefined ? '' : `; redirects to ${file.websiteRedirect}`;
  printSample(
    'upload',
    plan.upload,
    (file: LocalFile) => `${file.key}  (${file.contentType}; ${file.cacheControl}${redirect(file)})`,
  );
  printSample('keep', plan.keep, (key: string) => `${key}  (hashed; pages of the build before may still load it)`);
  printSample('delete', plan.remove, (key: string) => key);
  console.log('deploy: dry run, the bucket was not changed');
  if (refusal) fail(`${refusal}; a deploy would be refused`, EXIT_REFUSED);
}

async function main() {
  const { environment, dryRun, force, allowDeletions, adopt, trustRecordedHashes, outDir } = parseArguments();
  checkBuilt(outDir);
  const siteId = siteIdOrExit();
  refuseExampleFacts(outDir, environment);

  let settings;
  try {
    settings = s3SettingsFromEnv(process.env, environment);
  } catch (error) {
    return fail(`deploy: ${(error as Error).message}`, EXIT_USAGE);
  }
  const bucket = new S3Bucket(bucketName(siteId, environment), settings);
  const shown = path.relative(process.cwd(), outDir) || '.';
  console.log(`deploy: ${shown}/ → bucket "${bucket.name}" at ${bucket.location}${dryRun ? ' (dry run)' : ''}`);
  const started = Date.now();
  const result = await deploySite({
    outDir,
    bucket,
    siteId,
    dryRun,
    force,
    allowDeletions,
    adopt,
    trustRecordedHashes,
    onEvent: reporter(),
  });
  if (dryRun) return printDryRun(result, bucket.name);

  const { upload, remove, keep, unchanged } = result.plan;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const counts = `${upload.length} uploaded, ${remove.length} deleted, ${keep.length} kept`;
  const build = `site ${result.build.siteId}, build ${result.build.buildHash}`;
  console.log(`deploy: done in ${seconds} s: ${counts}, ${unchanged.length} unchanged (${build})`);
}

main().catch((error: unknown) => {
  if (error instanceof DeployRefusal) fail(error.message, EXIT_REFUSED);
  if (error instanceof DeployError) fail(error.message, EXIT_FAILED);
  fail(`deploy: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`, EXIT_FAILED);
});
