import { spawn } from 'node:child_process';

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
      const accounting = cpuAccounting(() => 0);
      // A busy loop of about 0.6 s, started in the background by a shell that exits at once:
      // its parent never waits for it.
      const child = spawn('bash', ['-c', 'read -r _ && (timeout 0.6 sh -c "while :; do :; done" &) ; exit 0'], {
        stdio: ['pipe', 'ignore', 'ignore'],
      });
      accounting.join(child.pid!);
      child.stdin.end('\n');
      await new Promise((resolve) => child.on('close', resolve));
      await new Promise((resolve) => setTimeout(resolve, 900));
      const used = accounting.usageMs();
      accounting.remove();
      expect(used).toBeGreaterThan(300);
    },
    10_000,
  );
});
