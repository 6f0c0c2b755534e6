// The site's bucket through the S3 API (@aws-sdk/client-s3): AWS S3, Cloudflare R2, Google
// Cloud Storage's interoperability API, MinIO… Settings come from the environment.
import { readFileSync } from 'node:fs';

import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

import type { LocalFile, RemoteObject } from './local-files.ts';

export type DeployEnvironment = 'prod' | 'dev';

/** idn-{site} for production, idn-{site}-dev for development (docs/architecture.md#hosting). */
export function bucketName(siteId: string, environment: DeployEnvironment): string {
  return environment === 'prod' ? `idn-${siteId}` : `idn-${siteId}-dev`;
}

/** What deploy needs of a bucket; S3Bucket is the real one, tests may give another. */
export interface Bucket {
  readonly name: string;
  /** Where it is, for messages: the endpoint or "AWS S3". */
  readonly location: string;
  list(): Promise<RemoteObject[]>;
  upload(file: LocalFile): Promise<void>;
  remove(key: string): Promise<void>;
  /** A small text object, or undefined when the bucket has no such key. */
  readText(key: string): Promise<string | undefined>;
  /** Stores a small JSON object nobody should cache. */
  writeJson(key: string, text: string): Promise<void>;
}

export interface S3Settings {
  /** S3_ENDPOINT: an S3-compatible server; unset means AWS S3. */
  endpoint?: string;
  /** AWS_REGION; R2 wants "auto". */
  region: string;
  /** S3_FORCE_PATH_STYLE=true: http://host/bucket/key addresses, as MinIO and s3rver need. */
  forcePathStyle: boolean;
  /**
   * S3_EXPECTED_BUCKET_OWNER: the AWS account that must own the bucket. Every request then
   * carries it (x-amz-expected-bucket-owner), and S3 answers 403 instead of reading or writing a
   * bucket of the same name that another account owns. Unset: no check (R2, GCS and MinIO have
   * no such header).
   */
  expectedBucketOwner?: string;
}

/** An AWS account id: twelve digits. */
const ACCOUNT_ID = /^\d{12}$/;

/**
 * The storage settings of `env`. A production deploy to AWS S3 (no S3_ENDPOINT) must name the
 * bucket's owner: bucket names are global, so without it a production deploy could write the
 * site into a bucket of the same name in another account.
 */
export function s3SettingsFromEnv(
  env: Record<string, string | undefined> = process.env,
  environment?: DeployEnvironment,
): S3Settings {
  const owner = env.S3_EXPECTED_BUCKET_OWNER?.trim() || undefined;
  if (owner !== undefined && !ACCOUNT_ID.test(owner)) {
    throw new Error(`S3_EXPECTED_BUCKET_OWNER is "${owner}"; expected an AWS account id of 12 digits, or unset`);
  }
  const endpoint = env.S3_ENDPOINT || undefined;
  if (environment === 'prod' && endpoint === undefined && owner === undefined) {
    throw new Error(
      'S3_EXPECTED_BUCKET_OWNER is unset; expected the 12-digit AWS account id that owns the bucket, required for a production deploy to AWS S3 (no S3_ENDPOINT)',
    );
  }
  return {
    endpoint,
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    forcePathStyle: /^(1|true|yes)$/i.test(env.S3_FORCE_PATH_STYLE ?? ''),
    expectedBucketOwner: owner,
  };
}

export class S3Bucket implements Bucket {
  readonly name: string;
  readonly location: string;
  private readonly client: S3Client;
  /** Bucket and, when one is expected, its owner: what every request names. */
  private readonly target: { Bucket: string; ExpectedBucketOwner?: string };

  constructor(
    name: string,
    settings: S3Settings,
    /** Defaults to the SDK's chain: AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, profiles… */
    credentials?: { accessKeyId: string; secretAccessKey: string },
  ) {
    this.name = name;
    this.location = settings.endpoint ?? 'AWS S3';
    this.target = { Bucket: name, ExpectedBucketOwner: settings.expectedBucketOwner };
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials,
      // Checksums only where S3 requires them: several S3-compatible servers reject the
      // SDK's newer default (CRC32 trailers). Content-MD5 still guards each upload.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async list(): Promise<RemoteObject[]> {
    const objects: RemoteObject[] = [];
    for await (const page of paginateListObjectsV2({ client: this.client }, { ...this.target })) {
      for (const object of page.Contents ?? []) {
        if (object.Key) objects.push({ key: object.Key, etag: object.ETag ?? '' });
      }
    }
    return objects;
  }

  async upload(file: LocalFile): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        ...this.target,
        Key: file.key,
        Body: readFileSync(file.file),
        ContentType: file.contentType,
        CacheControl: file.cacheControl,
        ContentMD5: Buffer.from(file.md5, 'hex').toString('base64'),
        // x-amz-website-redirect-location: a bucket's website endpoint answers the key with a 301.
        WebsiteRedirectLocation: file.websiteRedirect,
      }),
    );
  }

  async readText(key: string): Promise<string | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ ...this.target, Key: key }));
      return await answer.Body?.transformToString('utf-8');
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async writeJson(key: string, text: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        ...this.target,
        Key: key,
        Body: text,
        ContentType: 'application/json',
        CacheControl: 'no-cache',
      }),
    );
  }

  async remove(key: string): Promise<void> {
    // One request per key: Google Cloud Storage's S3 API has no multi-object delete.
    await this.client.send(new DeleteObjectCommand({ ...this.target, Key: key }));
  }
}

/** ECONNREFUSED, ENOTFOUND…: Node's code for a connection that failed, on the error or its cause. */
function networkErrorCode(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const found = [code, cause?.code].find(
    (value): value is string => typeof value === 'string' && /^E[A-Z]+$/.test(value),
  );
  return found;
}

/** One line saying what went wrong with the bucket, in words an operator can act on. */
export function describeBucketError(error: unknown, bucket: Pick<Bucket, 'name' | 'location'>): string {
  const where = `bucket "${bucket.name}" at ${bucket.location}`;
  const name = error instanceof Error ? error.name : '';
  const code = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  const reasons: Record<string, string> = {
    NoSuchBucket: 'the bucket does not exist',
    InvalidAccessKeyId: 'the access key is not known there (check AWS_ACCESS_KEY_ID)',
    SignatureDoesNotMatch: 'the secret key is wrong (check AWS_SECRET_ACCESS_KEY)',
    AccessDenied: 'these credentials may not use the bucket, or another account owns it (S3_EXPECTED_BUCKET_OWNER)',
    CredentialsProviderError: 'no credentials (set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)',
  };
  const networkCode = networkErrorCode(error);
  const reason =
    reasons[name] ??
    (networkCode ? `the server cannot be reached (${networkCode})` : undefined) ??
    (code === 403 ? 'access denied' : code === 404 ? 'not found' : undefined);
  const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return `${where}: ${reason ?? detail}${reasons[name] ? ` (${name})` : ''}`;
}
