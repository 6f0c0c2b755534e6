// The page server of `npm start` (server/site-server.ts), started in the test's own process on
// 127.0.0.1 and a port the system picks, serving a given folder.
import { readFileSync } from 'node:fs';
import { Agent } from 'node:https';
import { connect, rootCertificates, type ConnectionOptions } from 'node:tls';

import { createSiteServer } from '../../../server/site-server.ts';

export interface RunningServe {
  baseURL: string;
  /** Everything the server logged, for a failing test's message. */
  output: () => string;
  stop: () => Promise<void>;
}

export async function startServe(options: {
  outDir: string;
  /**
   * The test's https upstream for the third-party proxy: its certificate is trusted besides the
   * system's, and with `address` (host:port) every connection the proxy opens goes there while
   * keeping the third party's host name for TLS (the machine has no internet). Certificate
   * checks stay on, and nothing of this is in the server.
   */
  upstream?: { certificateFile: string; address?: string };
}): Promise<RunningServe> {
  let output = '';
  const { upstream } = options;
  const upstreamAgent = upstream
    ? new Agent({ ca: [...rootCertificates, readFileSync(upstream.certificateFile, 'utf8')] })
    : undefined;
  if (upstreamAgent && upstream?.address) {
    const [host, port] = upstream.address.split(':');
    upstreamAgent.createConnection = (connection: ConnectionOptions) =>
      connect({ ...connection, host, port: Number(port), servername: connection.servername || connection.host });
  }
  const site = await createSiteServer({
    root: options.outDir,
    log: (line) => (output += `${line}\n`),
    upstreamAgent,
  });
  return {
    baseURL: site.origin,
    output: () => output,
    stop: async () => {
      await site.close();
      upstreamAgent?.destroy();
    },
  };
}
