// A third-party script host for the proxy tests: https on 127.0.0.1 with a throwaway
// self-signed certificate (made by Debian's openssl), recording what nginx forwards to it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface HttpsUpstream {
  origin: string;
  certificateFile: string;
  requests: { url: string; headers: IncomingHttpHeaders }[];
  stop: () => Promise<void>;
}

/** `hostnames`: names the certificate is also valid for, when a test sends a third party's own host name here. */
export async function startHttpsUpstream(
  answer: (url: string, res: ServerResponse) => void,
  options: { hostnames?: readonly string[] } = {},
): Promise<HttpsUpstream> {
  const dir = mkdtempSync(path.join(tmpdir(), 'idn-upstream-'));
  const key = path.join(dir, 'key.pem');
  const certificateFile = path.join(dir, 'cert.pem');
  // nginx checks the name it connected to (127.0.0.1) against the certificate's names.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      certificateFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      `subjectAltName=${['IP:127.0.0.1', 'DNS:127.0.0.1', ...(options.hostnames ?? []).map((name) => `DNS:${name}`)].join(',')}`,
    ],
    { stdio: 'ignore' },
  );
  const requests: HttpsUpstream['requests'] = [];
  const server = createServer({ key: readFileSync(key), cert: readFileSync(certificateFile) }, (req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    answer(req.url ?? '', res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('https upstream: no port');
  return {
    origin: `https://127.0.0.1:${address.port}`,
    certificateFile,
    requests,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
