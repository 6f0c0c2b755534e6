// The wall and CPU time of each step of scripts/run-steps.ts, and the table it prints of them.
import { readFileSync } from 'node:fs';

/** A wall time as the docs write it: `3.2 s`, `15 s`, `1 min 39 s`. */
export function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 9.95) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

export interface StepTime {
  /** The step: its name is what the table shows. */
  step: { readonly name: string };
  /** Wall time. */
  ms: number;
  /** CPU time (user and system) of the step's processes; absent where the system cannot say. */
  cpuMs?: number;
  outcome: 'passed' | 'failed' | 'stopped';
}

// /proc reports times in USER_HZ ticks, 100 a second on every Linux architecture.
const PROC_TICK_MS = 10;

/**
 * The CPU time, in ms, of this process's children that have ended and been waited for, each
 * counting its own waited-for descendants (cutime and cstime of /proc/self/stat); undefined
 * without /proc. A step's CPU time is the growth of this figure when its process ends: the
 * work of the steps beside it is not in it, since they have not ended. When two steps end in
 * the same turn of the event loop, the first to be reported is given both.
 */
export function endedChildrenCpuMs(): number | undefined {
  let stat: string;
  try {
    stat = readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return undefined;
  }
  // The fields after the command name, which sits in parentheses and may hold spaces: the
  // third field of the line (state) first, so cutime (16th) and cstime (17th) are at 13 and 14.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) * PROC_TICK_MS;
}

/**
 * The wall and CPU time of each step, and the run's own: its wall time is less than the steps'
 * sum when steps ran side by side, and its CPU time is their sum.
 */
export function timesTable(times: readonly StepTime[], wallMs?: number): string {
  const width = Math.max(...times.map(({ step }) => step.name.length), 'total'.length);
  const total = wallMs ?? times.reduce((sum, { ms }) => sum + ms, 0);
  const withCpu = times.length > 0 && times.every(({ cpuMs }) => cpuMs !== undefined);
  const totalCpu = times.reduce((sum, { cpuMs }) => sum + (cpuMs ?? 0), 0);
  const row = (name: string, ms: number, cpuMs: number | undefined, outcome = '') =>
    `  ${name.padEnd(width)}  ${formatDuration(ms).padStart(10)}${withCpu ? `  ${formatDuration(cpuMs ?? 0).padStart(10)}` : ''}  ${outcome}`.trimEnd();
  const heading = `  ${''.padEnd(width)}  ${'wall'.padStart(10)}${withCpu ? `  ${'CPU'.padStart(10)}` : ''}`;
  return [
    'npm test: time of each step',
    heading.trimEnd(),
    ...times.map(({ step, ms, cpuMs, outcome }) => row(step.name, ms, cpuMs, outcome)),
    row('total', total, totalCpu),
  ].join('\n');
}
