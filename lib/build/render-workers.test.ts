import { availableParallelism } from 'node:os';

import { describe, expect, it } from 'vitest';

import { renderWorkers } from './render-workers.ts';

describe('renderWorkers', () => {
  it('is one worker per core when BUILD_WORKERS is not set', () => {
    expect(renderWorkers(undefined)).toBe(availableParallelism());
    expect(renderWorkers(' ')).toBe(availableParallelism());
  });

  it('takes a whole number of workers from BUILD_WORKERS', () => {
    expect(renderWorkers('1')).toBe(1);
    expect(renderWorkers('3')).toBe(3);
  });

  it.each(['0', '-1', '1.5', 'two'])(
    'refuses BUILD_WORKERS=%s in one line naming it and what was expected',
    (setting) => {
      expect(() => renderWorkers(setting)).toThrow(
        `BUILD_WORKERS is "${setting}"; expected a whole number of workers, 1 or more`,
      );
    },
  );
});
