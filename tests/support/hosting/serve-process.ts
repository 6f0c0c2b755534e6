// server/serve.mjs (what `npm start` and the browser tests run) as a child process on
// 127.0.0.1 and a port the system picks, serving a given folder.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export interface RunningServe {
  baseURL: string;
  /** Everything the server printed, for a failing test's message. */
  output: () => string;
  stop: () => Promise<void>;
}

export async function startServe(options: {
  outDir: string;
  env?: Record<string, string>;
  nodeArgs?: string[];
}): Promise<RunningServe> {
  const child: ChildProcess = spawn(process.execPath, [...(options.nodeArgs ?? []), path.resolve('server/serve.mjs')], {
    env: { ...process.env, OUT_DIR: options.outDir, PORT: '0', HOST: '127.0.0.1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseURL = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start within 15 s:\n${output}`)), 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /at http:\/\/[^:]+:(\d+)\//.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}:\n${output}`));
    });
  });
  return {
    baseURL,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
