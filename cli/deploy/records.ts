// The deploy's own records in the bucket: the headers each object was uploaded with, and the
// site, build and kept objects of the last deploy. Written after every upload, read first.

import { z } from 'zod';

import type { LocalFile } from './local-files.ts';

/**
 * Where a deploy records the type and cache rule each object was uploaded with. A bucket's
 * listing gives only ETags, which see the bytes alone; with this record a change of the rules
 * (postbuild/hosting) re-uploads exactly the objects whose headers it changes, with no --force.
 */
export const HEADERS_RECORD_KEY = '_deploy/headers.json';

/** The headers an object was uploaded with, by object key. */
export type HeadersRecord = Pick<ReadonlyMap<string, string>, 'get'>;

// A redirect is part of an object's headers: an object uploaded before it was one is sent again.
export const headersOf = (file: Pick<LocalFile, 'contentType' | 'cacheControl' | 'websiteRedirect'>) =>
  `${file.contentType}; cache-control=${file.cacheControl}` +
  (file.websiteRedirect === undefined ? '' : `; website-redirect=${file.websiteRedirect}`);

/**
 * The record of a build's files as stored: each distinct set of headers once, then each key
 * with the index of its set (a 5,000-article site has some 20,000 keys and a handful of sets).
 */
export function serializeHeadersRecord(files: readonly LocalFile[]): string {
  const sets = [...new Set(files.map(headersOf))].sort();
  const sorted = [...files].sort((a, b) => (a.key < b.key ? -1 : 1));
  const objects = Object.fromEntries(sorted.map((file) => [file.key, sets.indexOf(headersOf(file))]));
  return `${JSON.stringify({ version: 1, headers: sets, objects })}\n`;
}

/**
 * The record read back; anything unreadable counts as no record, so every object is re-sent.
 * Each key is looked up in the parsed JSON when asked for: copying a 154,000-key record into a
 * Map took longer than parsing it.
 */
export function parseHeadersRecord(text: string | undefined): HeadersRecord | undefined {
  if (text === undefined) return undefined;
  let parsed: { version?: unknown; headers?: unknown; objects?: unknown };
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    return undefined;
  }
  const { version, headers, objects } = parsed;
  if (version !== 1 || !Array.isArray(headers) || typeof objects !== 'object' || objects === null) return undefined;
  const indexes = objects as Record<string, unknown>;
  return {
    get(key) {
      const index = Object.hasOwn(indexes, key) ? indexes[key] : undefined;
      const value: unknown = typeof index === 'number' ? headers[index] : undefined;
      return typeof value === 'string' ? value : undefined;
    },
  };
}

/**
 * The bucket's own record of the site it holds and of the deploy that filled it: checked
 * before anything is written (a bucket recorded as another site's is refused), and written
 * once every upload of a deploy succeeded. `kept` lists the content-hashed objects the
 * deploy left in place for pages of the build before (see planDeploy).
 */
export const DEPLOY_RECORD_KEY = '_deploy/deploy.json';

/** The deploy's own objects: never part of a build, never deleted by one. */
const RECORD_KEYS: ReadonlySet<string> = new Set([HEADERS_RECORD_KEY, DEPLOY_RECORD_KEY]);

export function isDeployRecordKey(key: string): boolean {
  return RECORD_KEYS.has(key);
}

const deployRecordSchema = z.strictObject({
  version: z.literal(1),
  siteId: z.string().min(1),
  buildHash: z.string().min(1),
  kept: z.array(z.string()),
});

export type DeployRecord = Omit<z.infer<typeof deployRecordSchema>, 'version'>;

/** Sorted and without a time, so the same deploy twice gives the same text and nothing is written. */
export function serializeDeployRecord(record: DeployRecord): string {
  const { siteId, buildHash } = record;
  return `${JSON.stringify({ version: 1, siteId, buildHash, kept: [...record.kept].sort() })}\n`;
}

/** The record read back; unlike the headers record, an unreadable one throws: the site it names is a guard. */
export function parseDeployRecord(text: string): DeployRecord {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('is not JSON');
  }
  const result = deployRecordSchema.safeParse(parsed);
  if (!result.success) {
    const problem = result.error.issues[0];
    throw new Error(`${problem?.path.join('.') || 'the record'}: ${problem?.message ?? 'invalid'}`);
  }
  const { siteId, buildHash, kept } = result.data;
  return { siteId, buildHash, kept };
}
