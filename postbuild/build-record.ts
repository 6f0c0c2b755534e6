// out/_build.json: which site and which build out/ holds. The post-build step writes it last
// (postbuild/steps/write-build-record-file.ts), so an out/ whose post-build stopped half-way has
// none, and `npm run deploy` reads it to refuse putting one site's build in another site's bucket.
// It also lists the site's example facts (lib/content/example-facts.ts), which a production deploy
// refuses: the record travels with out/, so the deploy judges the files it would upload.
// No value is secret, but the file is for the deploy, not readers: no host serves it
// (hosting/host-files.ts). It holds no time, so two builds of one commit stay identical.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { BUILD_RECORD_FILE } from '../hosting/host-files.ts';

/** What the record must look like, for the messages of one that does not. */
const EXPECTED = 'expected {"version":1,"siteId":…,"buildHash":…}';

const buildRecordSchema = z.strictObject({
  version: z.literal(1),
  siteId: z.string().min(1),
  /** lib/build/build-hash.ts: the code the build was made from. */
  buildHash: z.string().min(1),
  /** The fields of content/{siteId}/site.yaml that hold placeholders; left out when there are none. */
  exampleFacts: z.array(z.string().min(1)).optional(),
});

export type BuildRecord = Omit<z.infer<typeof buildRecordSchema>, 'version'>;

export function buildRecordPath(outDir: string): string {
  return path.join(outDir, BUILD_RECORD_FILE);
}

/** Writes outDir/_build.json and returns its path. */
export function writeBuildRecord(outDir: string, record: BuildRecord): string {
  const file = buildRecordPath(outDir);
  const { siteId, buildHash, exampleFacts } = record;
  const text = JSON.stringify({
    version: 1,
    siteId,
    buildHash,
    ...(exampleFacts && exampleFacts.length > 0 ? { exampleFacts } : {}),
  });
  writeFileSync(file, `${text}\n`);
  return file;
}

/** The record of outDir; a missing or malformed one throws a one-line error naming the file. */
export function readBuildRecord(outDir: string): BuildRecord {
  const file = buildRecordPath(outDir);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} does not exist; expected the record \`npm run build\` writes last (run it again)`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not JSON; ${EXPECTED} (run \`npm run build\` again)`);
  }
  const result = buildRecordSchema.safeParse(parsed);
  if (!result.success) {
    const problem = result.error.issues[0];
    const where = problem?.path.length ? problem.path.join('.') : 'the record';
    throw new Error(`${file}: ${where}: ${problem?.message ?? 'invalid'}; ${EXPECTED}`);
  }
  const { siteId, buildHash, exampleFacts } = result.data;
  return { siteId, buildHash, ...(exampleFacts ? { exampleFacts } : {}) };
}
