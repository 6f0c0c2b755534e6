// The part of s3rver (a local S3 server for the deploy's tests) that s3-server-process.ts uses;
// the package ships no types.
declare module 's3rver' {
  interface BucketConfig {
    name: string;
    configs: string[];
  }
  interface S3rverOptions {
    port?: number;
    address?: string;
    silent?: boolean;
    directory?: string;
    configureBuckets?: BucketConfig[];
  }
  interface StoredObject {
    bucket: string;
    key: string;
    content: Buffer | import('node:stream').Readable;
    metadata: Record<string, string>;
  }
  interface FilesystemStore {
    getResourcePath(bucket: string, key: string, resource: string): string;
    putObject(object: StoredObject): Promise<{ size: number; md5: string }>;
    putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    store: FilesystemStore;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
