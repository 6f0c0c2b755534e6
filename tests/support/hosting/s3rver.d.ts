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
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
