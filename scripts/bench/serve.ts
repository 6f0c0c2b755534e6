// Serves a built out/ with the project's own server (server/serve.ts) on a free loopback port.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** 4173–4190 belong to the end-to-end tests and screenshots; the benchmark starts above them. */
const FIRST_PORT = 4300;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function freePort(): Promise<number> {
  for (let port = FIRST_PORT; port < FIRST_PORT + 100; port++) if (await isFree(port)) return port;
  throw new Error(`bench: no free port between ${FIRST_PORT} and ${FIRST_PORT + 99}`);
}

const COMPRESSED = /\.(html|js|css|txt|json|svg|xml|webmanifest)$/;

/**
 * Writes file.gz beside each text file of out/, at nginx's level (deploy/nginx/site.conf:
 * gzip_comp_level 5, gzip_min_length 256), so that the page is measured with the transfer
 * sizes readers get; server/serve.ts sends the twins to clients that accept gzip.
 */
export function precompress(outDir: string): void {
  for (const relative of fs.readdirSync(outDir, { recursive: true }) as string[]) {
    if (!COMPRESSED.test(relative)) continue;
    const file = path.join(outDir, relative);
    const bytes = fs.readFileSync(file);
    if (bytes.length >= 256) fs.writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 5 }));
  }
}

export interface Server {
  origin: string;
  close(): void;
}

export async function serveOut(projectRoot: string, outDir: string): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(projectRoot, 'server/serve.ts')], {
    env: { ...process.env, OUT_DIR: outDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`bench: server/serve.ts exited (${child.exitCode}) before serving ${outDir}`);
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, close: () => child.kill() };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`bench: server/serve.ts did not answer at ${origin}/ within 10 s`);
}
