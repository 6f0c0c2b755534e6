// The third-party proxy of `npm start` (server/serve.mjs), the same rules as nginx's
// (deploy/nginx/site.conf): /__third-party-proxy?url=… forwards only exact allowlisted https
// URLs, sends nothing of the reader's request, follows no redirect and answers JavaScript;
// anything else is a 404 that contacts no one. Plain JavaScript, so the server runs with node alone.
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import path from 'node:path';

export const THIRD_PARTY_PROXY_PATH = '/__third-party-proxy';

/** Written to out/ by the build (postbuild/steps/security-headers.ts); host configuration, never served. */
export const ALLOWLIST_FILE = '_third-party-allowlist.json';

/** Partytown gives up on a third-party script after 10 s anyway (docs/architecture.md#constants). */
const UPSTREAM_TIMEOUT_MS = 10_000;
/** No analytics or ad script comes near this; a larger answer is cut off rather than buffered. */
const MAX_SCRIPT_BYTES = 5 * 1024 * 1024;

/**
 * The allowlist a build wrote to outDir; empty when the site has no third-party scripts.
 * @param {string} outDir
 * @returns {string[]}
 */
export function readAllowlist(outDir) {
  const file = path.join(outDir, ALLOWLIST_FILE);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const parsed = JSON.parse(text);
  if (!Array.isArray(parsed) || !parsed.every((url) => typeof url === 'string' && url.startsWith('https://'))) {
    throw new Error(`${file}: expected a JSON list of https URLs`);
  }
  return parsed;
}

/**
 * The allowlisted URL a request asks for, or null: the path must be the proxy's, the query
 * exactly one `url` parameter, and its decoded value one of the allowlisted URLs character
 * for character (an extra query, a different case or a trailing slash is another URL).
 * @param {string} requestTarget the request's path and query, e.g. /__third-party-proxy?url=…
 * @param {readonly string[]} allowlist
 * @returns {string | null}
 */
export function allowlistedTarget(requestTarget, allowlist) {
  let url;
  try {
    url = new URL(requestTarget, 'http://proxy.invalid');
  } catch {
    return null;
  }
  if (url.pathname !== THIRD_PARTY_PROXY_PATH) return null;
  const names = [...url.searchParams.keys()];
  if (names.length !== 1 || names[0] !== 'url') return null;
  const target = url.searchParams.get('url');
  if (!target || !target.startsWith('https://')) return null;
  return allowlist.includes(target) ? target : null;
}

/**
 * Fetches one script over https: certificates verified, no cookie, no referrer, nothing of
 * the reader's request; redirects are not followed.
 * @param {string} url
 * @returns {Promise<{ kind: 'script', body: Buffer } | { kind: 'refused', status: 404 | 502 | 504, reason: string }>}
 */
export function fetchScript(url) {
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: 'GET',
        headers: { accept: '*/*', 'accept-encoding': 'identity', 'user-agent': 'idn-third-party-proxy' },
        timeout: UPSTREAM_TIMEOUT_MS,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status !== 200) {
          res.resume();
          // A redirect would lead to a URL nobody allowlisted; a missing script is missing here too.
          if ((status >= 300 && status < 400) || status === 404 || status === 410)
            resolve({ kind: 'refused', status: 404, reason: `upstream answered ${status}` });
          else resolve({ kind: 'refused', status: 502, reason: `upstream answered ${status}` });
          return;
        }
        const chunks = [];
        let size = 0;
        res.on('data', (chunk) => {
          size += chunk.length;
          if (size > MAX_SCRIPT_BYTES) {
            req.destroy();
            resolve({ kind: 'refused', status: 502, reason: `upstream script larger than ${MAX_SCRIPT_BYTES} bytes` });
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ kind: 'script', body: Buffer.concat(chunks) }));
        res.on('error', (error) => resolve({ kind: 'refused', status: 502, reason: error.message }));
      },
    );
    req.on('timeout', () => {
      req.destroy();
      resolve({ kind: 'refused', status: 504, reason: `no answer within ${UPSTREAM_TIMEOUT_MS} ms` });
    });
    req.on('error', (error) => resolve({ kind: 'refused', status: 502, reason: error.message }));
    req.end();
  });
}

/**
 * Answers a request for the proxy path. `sendError(status)` sends the site's error page;
 * the caller has already set the security headers of the response.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {readonly string[]} allowlist
 * @param {(status: number) => void} sendError
 * @returns {Promise<void>}
 */
export async function serveThirdPartyProxy(req, res, allowlist, sendError) {
  const target = req.method === 'GET' || req.method === 'HEAD' ? allowlistedTarget(req.url ?? '', allowlist) : null;
  if (!target) {
    sendError(404);
    return;
  }
  const answer = await fetchScript(target);
  if (answer.kind === 'refused') {
    console.warn(`third-party proxy: ${target}: ${answer.reason}; answered ${answer.status}`);
    sendError(answer.status);
    return;
  }
  res.writeHead(200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Content-Length': answer.body.length,
    // Third parties change their scripts without renaming them: keep, but revalidate soon.
    'Cache-Control': 'public, max-age=300',
  });
  res.end(req.method === 'HEAD' ? undefined : answer.body);
}
