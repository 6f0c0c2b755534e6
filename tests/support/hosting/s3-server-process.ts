// Runs s3rver for the tests in a process of its own, started with --openssl-legacy-provider:
// s3rver encrypts ListObjectsV2 continuation tokens with DES, which OpenSSL 3 leaves out
// by default (without it, listing a bucket of more than 1,000 objects fails with a 500).
// Prints {"port": n} once listening; stops on SIGTERM. Arguments: the folder, then the buckets.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import S3rver from 's3rver';

const [directory = '', ...buckets] = process.argv.slice(2);
// A bucket named `website:name` also answers as a website: index documents, object redirects.
const WEBSITE = `<WebsiteConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <IndexDocument><Suffix>index.html</Suffix></IndexDocument>
  <ErrorDocument><Key>404.html</Key></ErrorDocument>
</WebsiteConfiguration>`;
const server = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory,
  configureBuckets: buckets.map((bucket) =>
    bucket.startsWith('website:')
      ? { name: bucket.slice('website:'.length), configs: [WEBSITE] }
      : { name: bucket, configs: [] },
  ),
});
// s3rver answers a PUT once it has read the body, before its file is written (its store waits on
// the reading side), and the tests read the folder as soon as the answer comes: an object read
// then could be empty. Here the answer waits for the file.
server.store.putObject = async (object) => {
  const file = server.store.getResourcePath(object.bucket, object.key, 'object');
  await mkdir(path.dirname(file), { recursive: true });
  const md5 = createHash('md5');
  let size = 0;
  await pipeline(
    Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        md5.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(file),
  );
  const digest = md5.digest('hex');
  await server.store.putMetadata(object.bucket, object.key, object.metadata, digest);
  return { size, md5: digest };
};
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
