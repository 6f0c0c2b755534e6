// One HTTP request with its target sent byte for byte: fetch and URL would resolve `/./`, `..`
// and `//` before sending, and a server's reading of such paths is what the hosting tests check.
import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `method target` to baseURL (http://127.0.0.1:port) and reads the whole answer. */
export function rawRequest(
  baseURL: string,
  target: string,
  options: { method?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: hostname, port, path: target, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers))
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') });
        });
      },
    );
    req.setTimeout(options.timeoutMs ?? 5_000, () =>
      req.destroy(new Error(`${options.method ?? 'GET'} ${target}: no answer within ${options.timeoutMs ?? 5_000} ms`)),
    );
    req.on('error', reject);
    req.end();
  });
}
