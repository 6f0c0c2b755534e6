// What a content loader refuses, for tests: its problems, or the one problem expected.
import { expect } from 'vitest';

import { ContentError, type ContentProblem } from '../../../lib/content/problems.ts';

/** The problems `load` reports; fails the test if loading succeeds. */
export function problemsOf(load: () => unknown): ContentProblem[] {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return [...(error as ContentError).problems];
  }
  throw new Error('expected the content to be refused');
}

/** Expects exactly one problem, in `file`, naming `field` and saying what was expected. */
export function expectOneProblemOf(load: () => unknown, file: string, field: string, expected: RegExp): ContentProblem {
  const found = problemsOf(load);
  expect(found, JSON.stringify(found)).toHaveLength(1);
  const [problem] = found as [ContentProblem];
  expect(problem.file.endsWith(file)).toBe(true);
  expect(problem.field).toBe(field);
  expect(problem.expected).toMatch(expected);
  return problem;
}
