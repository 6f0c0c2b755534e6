// A Bucket that passes every call on to another and notes when each write starts and ends,
// so a test can count a deploy's requests and check their order; it can also refuse chosen
// uploads, the way a storage that fails half-way through a deploy would.
import type { Bucket } from '../../../cli/deploy/bucket.ts';
import type { LocalFile, RemoteObject } from '../../../cli/deploy/local-files.ts';

export interface BucketWrite {
  request: 'upload' | 'remove' | 'writeJson';
  key: string;
  phase: 'start' | 'end';
}

export class RecordingBucket implements Bucket {
  readonly events: BucketWrite[] = [];
  private readonly inner: Bucket;
  /** The error an upload of this file answers with instead of storing it, if any. */
  private readonly failUpload: (file: LocalFile) => Error | undefined;

  constructor(inner: Bucket, failUpload: (file: LocalFile) => Error | undefined = () => undefined) {
    this.inner = inner;
    this.failUpload = failUpload;
  }

  get name(): string {
    return this.inner.name;
  }

  get location(): string {
    return this.inner.location;
  }

  /** The writes (PUT and DELETE requests), in the order they started. */
  writes(): string[] {
    return this.events.filter((event) => event.phase === 'start').map((event) => `${event.request} ${event.key}`);
  }

  list(): Promise<RemoteObject[]> {
    return this.inner.list();
  }

  readText(key: string): Promise<string | undefined> {
    return this.inner.readText(key);
  }

  upload(file: LocalFile): Promise<void> {
    return this.write('upload', file.key, async () => {
      const error = this.failUpload(file);
      if (error) throw error;
      await this.inner.upload(file);
    });
  }

  remove(key: string): Promise<void> {
    return this.write('remove', key, () => this.inner.remove(key));
  }

  writeJson(key: string, text: string): Promise<void> {
    return this.write('writeJson', key, () => this.inner.writeJson(key, text));
  }

  private async write(request: BucketWrite['request'], key: string, send: () => Promise<void>): Promise<void> {
    this.events.push({ request, key, phase: 'start' });
    try {
      await send();
    } finally {
      this.events.push({ request, key, phase: 'end' });
    }
  }
}
