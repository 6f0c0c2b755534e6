/** A short, stable hash of the code files under root (never of content/). */
export function computeBuildHash(root?: string): string;
