/** BUILD_HASH when set, else the hash of the code under root: the build hash every step uses. */
export function currentBuildHash(root?: string): string;
/** A short, stable hash of the code files under root (never of content/). */
export function computeBuildHash(root?: string): string;
