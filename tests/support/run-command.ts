// Runs a command to its end, collecting what it printed (stdout and stderr as they came), for
// tests that build or run the project in a copy of it.
import { spawn } from 'node:child_process';

export interface CommandRun {
  code: number | null;
  output: string;
}

export function runCommand(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<CommandRun> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}
