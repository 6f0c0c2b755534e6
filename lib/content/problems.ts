/** One thing wrong in one content file, phrased for the author who must fix it. */
export interface ContentProblem {
  /** Path of the file, relative to the project root. */
  file: string;
  /** The field at fault (`entities.0.category`), or `frontmatter` / `file` for the whole block. */
  field: string;
  /** The bad value as found in the file; undefined when the field is missing. */
  value: unknown;
  /** What was expected instead. */
  expected: string;
}

/** Thrown when content does not validate; its message has one line per problem. */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.problems = problems;
    this.name = 'ContentError';
  }
}

/** `file: field "slug" is "Bad_Slug"; expected lowercase-kebab …` */
export function formatProblem({ file, field, value, expected }: ContentProblem): string {
  // A problem with the whole file (missing, unreadable, not YAML) has no field to name.
  if (field === 'file' && value === undefined) return `${file}: expected ${expected}`;
  return `${file}: field "${field}" ${describeValue(value)}; expected ${expected}`;
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'is missing';
  const text = typeof value === 'string' ? JSON.stringify(value) : safeJson(value);
  return `is ${text.length > 80 ? `${text.slice(0, 77)}...` : text}`;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
