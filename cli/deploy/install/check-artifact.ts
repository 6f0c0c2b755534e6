// `node cli/deploy/install/check-artifact.ts DIR`: run by the workflow's deploy job on the build
// job's artifact, unpacked into DIR (outside the checkout), before anything reads it. The build job
// ran the project's install scripts, so what it uploaded is untrusted: the deploy takes it only if
// it holds the build and the nginx configuration the build writes (out/, deploy/nginx/), as plain
// files and folders, with no node_modules folder a module resolver could load code from.
// Exit 0 when it does; otherwise exit 1 with one line naming the first entry that is wrong.
// Node's own modules only: it runs before the deploy's packages are installed.
import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The folders the build job uploads (.github/workflows/sites.yml, build job). */
export const ARTIFACT_FOLDERS: readonly string[] = ['out', 'deploy/nginx'];

/** The first thing wrong with the artifact unpacked in `root`, as one line; undefined when none. */
export function artifactProblem(root: string): string | undefined {
  const inside = (entry: string) =>
    ARTIFACT_FOLDERS.some((folder) => entry === folder || entry.startsWith(`${folder}/`));
  const above = (entry: string) => ARTIFACT_FOLDERS.some((folder) => folder.startsWith(`${entry}/`));
  const expected = `expected only ${ARTIFACT_FOLDERS.map((folder) => `${folder}/`).join(' and ')}, as plain files and folders`;
  const walk = (relative: string): string | undefined => {
    for (const name of readdirSync(path.join(root, relative)).sort()) {
      const entry = relative ? `${relative}/${name}` : name;
      const stats = lstatSync(path.join(root, entry));
      const what = stats.isSymbolicLink()
        ? 'a symbolic link'
        : stats.isDirectory()
          ? 'a folder'
          : stats.isFile()
            ? 'a file'
            : 'a special file';
      if (name === 'node_modules') return `artifact: ${entry} is ${what} named node_modules; ${expected}`;
      if (!stats.isDirectory() && !stats.isFile()) return `artifact: ${entry} is ${what}; ${expected}`;
      if (!inside(entry) && !(stats.isDirectory() && above(entry)))
        return `artifact: ${entry} is ${what} outside them; ${expected}`;
      if (stats.isDirectory()) {
        const problem = walk(entry);
        if (problem) return problem;
      }
    }
    return undefined;
  };
  const problem = walk('');
  if (problem) return problem;
  const missing = lstatSync(path.join(root, 'out'), { throwIfNoEntry: false });
  return missing?.isDirectory() ? undefined : `artifact: ${path.join(root, 'out')} is missing; ${expected}`;
}

if (import.meta.main) {
  const root = process.argv[2];
  if (!root || process.argv.length > 3) {
    console.error('usage: node cli/deploy/install/check-artifact.ts DIR');
    process.exit(2);
  }
  const problem = artifactProblem(path.resolve(root));
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  console.log(`artifact: ${root} holds only ${ARTIFACT_FOLDERS.map((folder) => `${folder}/`).join(' and ')}`);
}
