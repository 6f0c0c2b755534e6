// Building blocks of the locales' patterns. JavaScript's \b knows only ASCII letters, so word
// edges are written out.
export const W = String.raw`(?<![\p{L}\p{N}])`;
export const E = String.raw`(?![\p{L}\p{N}])`;
/** Up to `n` words (with their spaces) between two parts of a phrase. */
export const gap = (n: number) => String.raw`(?:[\p{L}\p{N}'’-]+[\s,]+){0,${n}}?`;
