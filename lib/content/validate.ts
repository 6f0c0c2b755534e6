import type { z } from 'zod';

import type { ContentProblem } from './problems.ts';

export type Validated<T> = { ok: true; value: T } | { ok: false; problems: ContentProblem[] };

/** Validates data against a schema, turning each zod issue into a problem line. */
export function validate<S extends z.ZodType>(schema: S, data: unknown, file: string): Validated<z.output<S>> {
  const result = schema.safeParse(data);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problems: result.error.issues.flatMap((issue) => issueProblems(issue, data, file)) };
}

function issueProblems(issue: z.core.$ZodIssue, data: unknown, file: string): ContentProblem[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      file,
      field: fieldName([...issue.path, key]),
      value: valueAt(data, [...issue.path, key]),
      expected: 'no such field (see docs/content.md for the fields; check the spelling)',
    }));
  }
  return [{ file, field: fieldName(issue.path), value: valueAt(data, issue.path), expected: issue.message }];
}

function fieldName(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'file' : path.map(String).join('.');
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}
