import { describe, expect, it } from 'vitest';

import { childrenCpuMs } from './build';

describe('childrenCpuMs', () => {
  it("adds the user and system time of bash's children", () => {
    expect(childrenCpuMs('0m0.010s 0m0.002s\n1m2.500s 0m3.250s\n')).toBe(65_750);
  });

  it('throws on text that is not the output of times', () => {
    expect(() => childrenCpuMs('nothing')).toThrow(/CPU time/);
  });
});
