// Runs s3rver for the tests in a process of its own, started with --openssl-legacy-provider:
// s3rver encrypts ListObjectsV2 continuation tokens with DES, which OpenSSL 3 leaves out
// by default (without it, listing a bucket of more than 1,000 objects fails with a 500).
// Prints {"port": n} once listening; stops on SIGTERM. Arguments: the folder, then the buckets.
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
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
