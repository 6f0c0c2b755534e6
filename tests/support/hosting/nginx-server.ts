// Starts Debian's nginx on 127.0.0.1 with the shipped deploy/nginx configuration over a built
// out/, the way an operator installs it, in a temporary prefix (pid, logs, temp files).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { renderHostingFiles, writeNginxIncludes } from '../../../postbuild/hosting/write-hosting-files.ts';

export const NGINX_BINARY = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface NginxOptions {
  outDir: string;
  /** The committed configuration: deploy/nginx. */
  configDir: string;
  /**
   * 'as-built': use configDir/generated as `npm run build` wrote it. Otherwise render it here
   * from outDir with this proxy allowlist.
   */
  generated: 'as-built' | { thirdPartyAllowlist: readonly string[] };
  /** Extra directives inside server {}, for test-only locations. */
  extraServerConfig?: string;
  /** Replaces the system trust store in the proxy location (for a test upstream's certificate). */
  trustedCertificate?: string;
}

export interface RunningNginx {
  baseURL: string;
  prefix: string;
  errorLog: () => string;
  stop: () => Promise<void>;
}

export function nginxAvailable(): boolean {
  return spawnSync(NGINX_BINARY, ['-v']).status === 0;
}

/** A port the kernel has just said is free on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function mainConfig(prefix: string, port: number, options: NginxOptions): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} info;
events { worker_connections 256; }
http {
    access_log off;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include idn/http.conf;
    server {
        listen 127.0.0.1:${port};
        root ${path.resolve(options.outDir)};
        include idn/site.conf;
        ${options.extraServerConfig ?? ''}
    }
}
`;
}

async function waitForPort(port: number, child: ReturnType<typeof spawn>, errorLog: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${errorLog()}`);
    try {
      await fetch(`http://127.0.0.1:${port}/`, { method: 'HEAD' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer on 127.0.0.1:${port} within 10 s: ${errorLog()}`);
}

/** Renders the generated includes from outDir, checks the configuration with `nginx -t`, starts it. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'idn-nginx-'));
  const confDir = path.join(prefix, 'idn');
  if (options.generated === 'as-built') {
    if (!existsSync(path.join(options.configDir, 'generated', 'maps.conf'))) {
      throw new Error(
        `${options.configDir}/generated/maps.conf does not exist; expected the includes \`npm run build\` writes`,
      );
    }
    cpSync(options.configDir, confDir, { recursive: true });
  } else {
    cpSync(options.configDir, confDir, {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}generated`),
    });
    const { nginxIncludes } = await renderHostingFiles(options.outDir, options.generated.thirdPartyAllowlist);
    writeNginxIncludes(path.join(confDir, 'generated'), nginxIncludes);
  }
  if (options.trustedCertificate) {
    const siteConf = path.join(confDir, 'site.conf');
    const text = readFileSync(siteConf, 'utf8');
    writeFileSync(siteConf, text.replace('/etc/ssl/certs/ca-certificates.crt', options.trustedCertificate));
  }
  // The proxy's cache goes into this nginx's own prefix, not the system's folder.
  const httpConf = path.join(confDir, 'http.conf');
  writeFileSync(
    httpConf,
    readFileSync(httpConf, 'utf8').replace('/var/cache/idn-third-party-proxy', path.join(prefix, 'third-party-cache')),
  );
  mkdirSync(path.join(prefix, 'temp'));
  const port = await freePort();
  const confFile = path.join(prefix, 'nginx.conf');
  writeFileSync(confFile, mainConfig(prefix, port, options));

  const errorLogFile = path.join(prefix, 'error.log');
  const errorLog = () => {
    try {
      return readFileSync(errorLogFile, 'utf8');
    } catch {
      return '';
    }
  };
  const args = ['-p', prefix, '-c', confFile, '-e', errorLogFile];
  const check = spawnSync(NGINX_BINARY, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);

  const child = spawn(NGINX_BINARY, args, { stdio: 'ignore' });
  try {
    await waitForPort(port, child, errorLog);
  } catch (error) {
    child.kill('SIGQUIT');
    throw error;
  }
  return {
    baseURL: `http://127.0.0.1:${port}`,
    prefix,
    errorLog,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
