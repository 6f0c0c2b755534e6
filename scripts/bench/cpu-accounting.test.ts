import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { cpuAccounting } from './cpu-accounting.ts';

describe('cpuAccounting', () => {
  it("takes bash's times where no control group is used, and says so", () => {
    const accounting = cpuAccounting(() => 1234, { useGroups: false });
    expect(accounting.source).toBe('times');
    expect(accounting.usageMs()).toBe(1234);
  });

  // Root on Linux with a cgroup file system (the development machine); elsewhere it falls back.
  const probe = cpuAccounting(() => 0);
  probe.remove();
  it.runIf(probe.source === 'cgroup')(
    'counts a process nobody waited for, which times misses',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cpu-accounting-'));
      const report = path.join(dir, 'times');
      try {
        const accounting = cpuAccounting(() => 0);
        // A fixed amount of work, started in the background by a shell that exits at once, so
        // its parent never waits for it. When done, it reports its own CPU time (bash's `times`,
        // first line: the shell itself) into a file. Fixed work rather than a time limit: on a
        // loaded runner a loop bounded in wall time may get little CPU.
        const loop = `i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done; times > ${report}.part; mv ${report}.part ${report}`;
        const child = spawn('bash', ['-c', `read -r _ && (bash -c '${loop}' &) ; exit 0`], {
          stdio: ['pipe', 'ignore', 'ignore'],
        });
        accounting.join(child.pid!);
        child.stdin.end('\n');
        await new Promise((resolve) => child.on('close', resolve));
        await expect.poll(() => fs.existsSync(report), { timeout: 60_000, interval: 50 }).toBe(true);
        const used = accounting.usageMs();
        accounting.remove();
        const [user, system] = [...fs.readFileSync(report, 'utf8').matchAll(/(\d+)m([\d.]+)s/g)]
          .slice(0, 2)
          .map(([, minutes, seconds]) => (Number(minutes) * 60 + Number(seconds)) * 1000);
        const loopMs = user! + system!;
        expect(loopMs).toBeGreaterThan(0);
        expect(used).toBeGreaterThanOrEqual(loopMs - 10);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    90_000,
  );
});
