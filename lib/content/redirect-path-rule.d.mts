/** `/`, or lowercase segments of a-z, 0-9, - and _, each followed by a slash. */
export const REDIRECT_PATH: RegExp;
/** Top-level folders of the build that hold files rather than pages. */
export const RESERVED_REDIRECT_ROOTS: ReadonlySet<string>;
/** What a redirect path is, for problem lines. */
export const REDIRECT_PATH_TEXT: string;
/** Why `value` is not a redirect path, or undefined when it is one. */
export function redirectPathProblem(value: string): string | undefined;
