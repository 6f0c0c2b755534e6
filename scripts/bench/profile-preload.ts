// Preloaded into every Node.js process of a profiled build (NODE_OPTIONS=--import, set by
// scripts/bench/profile-build.ts); profiles only Next.js's workers (jest-worker children).
// Next.js's own NEXT_CPU_PROF writes a worker's profile when the worker exits, but the build
// stops its workers with SIGINT and kills them a second later, so that profile is never
// written, nor one written on the signal once the profile is large on a loaded machine. This
// one writes the profile in slices of SLICE_MS; scripts/bench/profile-summary.ts sums a
// worker's slices.
import fs from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const SLICE_MS = 10_000;
const outDir = process.env.PROFILE_RENDER_DIR;
const isNextWorker = process.argv[1]?.includes('jest-worker') ?? false;

if (outDir && isNextWorker) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  let slice = 0;
  let stopped = false;
  // The inspector answers a session of the main thread synchronously, so each slice is written
  // before the call returns.
  const writeSlice = (restart: boolean) => {
    if (stopped) return;
    session.post('Profiler.stop', (error, result) => {
      if (error) return void console.error(`profile-preload: ${error.message}`);
      const name = `worker-${process.pid}-${String(slice++).padStart(4, '0')}.cpuprofile`;
      fs.writeFileSync(path.join(outDir, name), JSON.stringify(result.profile));
    });
    if (restart) session.post('Profiler.start');
    else stopped = true;
  };
  setInterval(() => writeSlice(true), SLICE_MS).unref();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      writeSlice(false);
      process.exit(0);
    });
  process.on('exit', () => writeSlice(false));
}
