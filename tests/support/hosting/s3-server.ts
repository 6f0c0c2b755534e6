// An S3-compatible server on 127.0.0.1 for the deploy tests (s3rver, pure npm), and a
// reading of what it stored straight from its folder: a second view of the bucket that
// shares no code with the S3 client under test.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** s3rver's only account. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface StoredObject {
  key: string;
  body: string;
  contentType: string;
  cacheControl: string;
  /** x-amz-website-redirect-location, where the object has one. */
  websiteRedirectLocation?: string;
}

export interface TestS3Server {
  endpoint: string;
  /**
   * A bucket's website endpoint, path style (s3rver's own convenience): GET without the S3 API's
   * signature, index documents and object redirects honoured. Only for buckets started as websites.
   */
  websiteUrl: (bucket: string, path: string) => string;
  /** The objects of a bucket as the server keeps them on disk, sorted by key. */
  stored: (bucket: string) => StoredObject[];
  stop: () => Promise<void>;
}

const OBJECT_SUFFIX = '._S3rver_object';

/**
 * s3rver on 127.0.0.1 with these buckets; those in `websites` also get a website configuration
 * (index document index.html, error document 404.html), as "Creating a bucket" in docs/hosting.md sets up.
 */
export async function startS3Server(buckets: string[], websites: string[] = []): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'idn-s3-'));
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      fileURLToPath(new URL('./s3-server-process.ts', import.meta.url)),
      directory,
      ...buckets.map((bucket) => (websites.includes(bucket) ? `website:${bucket}` : bucket)),
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code} before listening`)));
  });
  const { port } = JSON.parse(firstLine) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    websiteUrl: (bucket, path) => `http://127.0.0.1:${port}/${bucket}${path}`,
    stored: (bucket) => {
      const root = path.join(directory, bucket);
      return readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith(OBJECT_SUFFIX))
        .map((entry) => {
          const file = path.join(entry.parentPath, entry.name);
          const metadata = JSON.parse(
            readFileSync(file.replace(OBJECT_SUFFIX, '._S3rver_metadata.json'), 'utf8'),
          ) as Record<string, string>;
          return {
            key: path.relative(root, file).slice(0, -OBJECT_SUFFIX.length).split(path.sep).join('/'),
            body: readFileSync(file, 'utf8'),
            contentType: metadata['content-type'] ?? '',
            cacheControl: metadata['cache-control'] ?? '',
            ...(metadata['x-amz-website-redirect-location'] === undefined
              ? {}
              : { websiteRedirectLocation: metadata['x-amz-website-redirect-location'] }),
          };
        })
        .sort((a, b) => a.key.localeCompare(b.key));
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
