// Stands in front of the loopback S3 server and does what AWS S3 does with
// x-amz-expected-bucket-owner: a request naming another account than the bucket's owner gets
// 403 AccessDenied, and is never passed on. It notes the header of every request, so a test
// can check that the deploy sent it on each one. s3rver itself ignores the header.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface OwnerCheckingS3 {
  endpoint: string;
  /** The x-amz-expected-bucket-owner of each request, in order ('' when absent), with its method. */
  requests: { method: string; expectedOwner: string }[];
  stop: () => Promise<void>;
}

export async function startOwnerCheckingS3(upstreamEndpoint: string, ownerAccount: string): Promise<OwnerCheckingS3> {
  const upstream = new URL(upstreamEndpoint);
  const requests: OwnerCheckingS3['requests'] = [];
  const server = http.createServer((req, res) => {
    const expectedOwner = String(req.headers['x-amz-expected-bucket-owner'] ?? '');
    requests.push({ method: req.method ?? '', expectedOwner });
    if (expectedOwner !== '' && expectedOwner !== ownerAccount) {
      req.resume();
      res.writeHead(403, { 'Content-Type': 'application/xml' });
      res.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>',
      );
      return;
    }
    // The request as it came, Host header and all: its signature covers them.
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
