// Finds references to documents that are not in the repository: a comment or a document that
// names a file, a folder or a heading a maintainer cannot open. Run by
// scripts/docs-references/docs-references.test.ts over the files git tracks (the repository is those files);
// the rules are here. Beside it: ./document-rules.ts (a document's length, sentences of history),
// ./config-lists.test.ts (the lists the configuration files keep, read the other way round) and
// ./where-things-are.test.ts (docs/architecture.md's folder table against the repository).
//
// What is read:
//  - Markdown (.md): links and images `[x](target)`, resolved from the file's folder; and paths
//    written in the text. Fenced code blocks are skipped: they hold examples (of a checker's
//    output, of a configuration), not references.
//  - Code (.ts, .tsx, .mts, .mjs, .js, .cjs, .css): comments only (`//`, `/* */`). Imports and
//    strings are the compiler's and the tests' business.
//  - Shell, YAML, nginx configuration, .gitignore and .ci/run: `#` comments only.
//  - Not read: JSON (package-lock.json above all), images, and the sites' own pages and articles
//    (content/{site}/pages/, content/{site}/articles/), whose links are site addresses.
// What counts as a path written in the text:
//  - a word that starts with one of the repository's top-level folders (browser/shell/loader.ts,
//    lib/site/client-settings, docs/, .github/workflows/sites.yml), resolved from the root;
//  - a word that starts with ./ or ../, resolved from the file's folder;
//  - a file name in capitals ending in .md (README.md), looked up beside the file, then at the
//    root. Lower-case names without a folder (about-us.md, terms.md) are too often the files of
//    a site's content to be read as documents of ours.
// It must name a file, a folder, or a module with its extension left out (.ts, .tsx, .mts,
// .mjs, .js, .d.mts).
// Not checked, on purpose: URLs; site addresses (they start with /); package names such as
// @next/swc or react-dom/client (their first segment is no folder of ours); paths with a
// placeholder ({site}, *, …, <id>, $VAR), which name a family of files; paths git ignores,
// which the build and the tools write (out/, .next/, app/generated/, deploy/nginx/generated/);
// and content/{x}/ paths of a site the repository does not ship, which name the site of a
// throwaway copy (the benchmark's, a test's fixture).
// Paths the tools read, which skip a missing one silently (Tailwind a source, a glob its files):
//  - CSS: the paths of @source, @config, @import, @plugin and @reference, resolved from the file's
//    folder (Tailwind reads only the sources app/globals.css names).
//  - The configuration files at the root (*.config.ts, .mts, .mjs, .cjs, .js): every string
//    that starts with ./, ../ or one of the repository's top-level folders, resolved from the
//    root, with a leading ! (an exclusion) dropped: the lists of modules, tests and folders
//    they name. A glob must match a file or a folder up to its first wildcard.
// Anchors: a link or a path to a markdown file followed by #anchor, or by , 'Heading', must name
// a heading of that file, by GitHub's rule for heading ids (lower case, punctuation dropped,
// spaces to hyphens, -1, -2… for repeats).
// Wording: the team's own documents outside the repository (private-documents.ts) may not be named
// or cited anywhere in the files read, strings included, since no maintainer can follow them;
// only private-documents.ts names them.

import { headingIds, slug } from './headings.ts';
import { posix } from './posix-path.ts';
import { PRIVATE_CITATION, PRIVATE_FILE } from './private-documents.ts';
import { codeComments, codeStrings, hashComments, kindOf, markdownText } from './text.ts';

export { codeComments } from './text.ts';
export { headingIds } from './headings.ts';
export { CITED_BY_NAME, PRIVATE_DOCUMENTS, PRIVATE_FOLDER } from './private-documents.ts';

/** What a path may leave out: a module is named without its extension. */
const MODULE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.d.mts'];

export interface Repository {
  /** Every file of the repository, relative to its root, with forward slashes. */
  files: readonly string[];
  read(file: string): string;
  /** The paths among `paths` that git ignores. */
  ignored(paths: readonly string[]): Set<string>;
}

// The module that lists the private documents names them to forbid them.
const SELF = /^scripts\/docs-references\/private-documents\.ts$/;
const URL_PATTERN = /\b[a-z][a-z0-9+.-]*:\/\/\S*/gi;
const LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const SEGMENT = String.raw`[\w.\[\]-]+`;
const PLACEHOLDER_NEXT = /^[{*…<$%]/;
const CONFIG_FILE = /^[^/]+\.config\.(?:ts|mts|mjs|cjs|js)$/;
const CSS_PATH = /@(?:source|config|import|plugin|reference)\s+(?:not\s+)?(["'])([^"']+)\1/g;
const WILDCARD = /[*?{[]/;

/** Every reference to a document that is not in the repository, as `file:line: …` lines. */
export function referenceProblems(repository: Repository): string[] {
  const files = new Set(repository.files);
  const folders = new Set<string>();
  for (const file of repository.files) {
    for (let dir = posix.dirname(file); dir; dir = posix.dirname(dir)) folders.add(dir);
  }
  const topFolders = [...folders].filter((dir) => !dir.includes('/'));
  const escaped = topFolders.map((dir) => dir.replace(/[.]/g, '\\.')).join('|');
  const bare = new RegExp(
    String.raw`(?<![\w./@~-])(` +
      String.raw`(?:\.\.?\/)+${SEGMENT}(?:\/${SEGMENT})*\/?` +
      (escaped ? String.raw`|(?:${escaped})\/(?:${SEGMENT}\/?)*` : '') +
      String.raw`|[A-Z][A-Z0-9_-]*\.md)`,
    'g',
  );

  const headingsOf = new Map<string, Set<string>>();
  const headings = (file: string) => {
    let ids = headingsOf.get(file);
    if (!ids) headingsOf.set(file, (ids = headingIds(repository.read(file))));
    return ids;
  };
  const exists = (target: string) => files.has(target) || folders.has(target.replace(/\/$/, ''));
  const resolveModule = (target: string) =>
    exists(target) ? target : MODULE_EXTENSIONS.map((ext) => target + ext).find((candidate) => files.has(candidate));

  /**
   * The section named after a path: , 'Heading'. A heading may hold an apostrophe (The site's
   * settings), so each closing quote is tried in turn, and the first that names a heading wins.
   */
  const quotedSection = (after: string, target: string): string | undefined => {
    const open = /^,\s*['‘"]/.exec(after);
    if (!open) return undefined;
    const rest = after.slice(open[0].length);
    const ends = [...rest.matchAll(/['’"](?![\p{L}\p{N}])/gu)].map((end) => rest.slice(0, end.index));
    if (ends.length === 0) return undefined;
    const known = target.endsWith('.md') && files.has(target) ? headings(target) : new Set<string>();
    return ends.find((name) => known.has(slug(name))) ?? ends[0];
  };

  const problems: { file: string; line: number; target: string; message: string }[] = [];
  const missing = (file: string, line: number, target: string, resolved: string) =>
    problems.push({ file, line, target: resolved, message: `names ${target}, which is not in the repository` });
  /** Checks the heading an anchor or a quoted section name asks for; `written` is the reference as written. */
  const checkAnchor = (file: string, line: number, written: string, resolved: string, anchor: string) => {
    if (!resolved.endsWith('.md') || !files.has(resolved)) return;
    if (!headings(resolved).has(slug(anchor))) {
      problems.push({ file, line, target: '', message: `names ${written}, a heading ${resolved} does not have` });
    }
  };

  for (const file of repository.files) {
    const kind = kindOf(file);
    if (!kind) continue;
    const source = repository.read(file);
    const dir = posix.dirname(file);

    if (!SELF.test(file)) {
      source.split('\n').forEach((text, index) => {
        for (const match of text.matchAll(PRIVATE_FILE)) missing(file, index + 1, match[0], '');
        for (const match of text.matchAll(PRIVATE_CITATION)) {
          problems.push({
            file,
            line: index + 1,
            target: '',
            message: `cites ${match[0]}, a document outside the repository: cite docs/ or give the reason`,
          });
        }
      });
    }

    const read = { markdown: markdownText, code: codeComments, hash: hashComments }[kind];
    const lines = read(source);
    for (const { number, text: raw } of lines) {
      const text = raw.replace(URL_PATTERN, (url) => ' '.repeat(url.length));
      if (kind === 'markdown') {
        for (const match of text.matchAll(LINK)) {
          const link = match[1]!;
          if (link.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(link)) continue;
          const [pathPart, anchor] = link.split('#', 2) as [string, string | undefined];
          const resolved = pathPart === '' ? file : posix.join(dir, decodeURI(pathPart));
          if (!exists(resolved)) missing(file, number, link, resolved);
          else if (anchor !== undefined) checkAnchor(file, number, link, resolved, anchor);
        }
      }
      // Link targets were checked above; their text is read like any other.
      const blank = (target: string) => ' '.repeat(target.length);
      const withoutTargets = text.replace(LINK, (link) => link.replace(/\(.*\)$/, blank));
      for (const match of withoutTargets.matchAll(bare)) {
        let written = match[1]!.replace(/\.+$/, '');
        // A closing bracket of the markdown around it, not of a route folder ([slug]).
        while (written.endsWith(']') && written.split('[').length < written.split(']').length) {
          written = written.slice(0, -1);
        }
        const after = text.slice(match.index + written.length);
        if (PLACEHOLDER_NEXT.test(after) || new RegExp(PRIVATE_FILE.source).test(written)) continue;
        const site = /^content\/([^/]+)\//.exec(written)?.[1];
        if (site !== undefined && !folders.has(`content/${site}`)) continue;
        const candidates = /^\.\.?\//.test(written)
          ? [posix.join(dir, written)]
          : written.includes('/')
            ? [written]
            : [posix.join(dir, written), written];
        const resolved = candidates.map(resolveModule).find((found) => found !== undefined);
        if (resolved === undefined) {
          const message = `names ${written}, which is not in the repository`;
          problems.push({ file, line: number, target: candidates.at(-1)!, message });
          continue;
        }
        const hash = /^#([\p{L}\p{N}_-]+)/u.exec(after)?.[1];
        const section = hash === undefined ? quotedSection(after, resolved) : undefined;
        if (hash !== undefined) checkAnchor(file, number, `${written}#${hash}`, resolved, hash);
        if (section !== undefined) checkAnchor(file, number, `${written}, '${section}'`, resolved, section);
      }
    }
  }

  /** Checks a path a tool reads: up to its first wildcard, a file, a folder or a module. */
  const checkToolPath = (file: string, line: number, written: string) => {
    const wildcard = written.search(WILDCARD);
    const fixed = wildcard === -1 ? written : written.slice(0, written.lastIndexOf('/', wildcard) + 1);
    if (fixed === '' || fixed === './') return;
    const joined = posix.join(posix.dirname(file), fixed);
    if (joined === '' || joined.startsWith('../')) return;
    const resolved = joined.replace(/\/$/, '');
    if (resolveModule(resolved) === undefined) missing(file, line, written, resolved);
  };
  for (const file of repository.files) {
    if (file.endsWith('.css')) {
      repository
        .read(file)
        .split('\n')
        .forEach((text, index) => {
          for (const match of text.matchAll(CSS_PATH)) {
            if (/^\.\.?\//.test(match[2]!)) checkToolPath(file, index + 1, match[2]!);
          }
        });
    } else if (CONFIG_FILE.test(file)) {
      for (const { number, text } of codeStrings(repository.read(file))) {
        const written = text.replace(/^!/, '');
        if (/\s/.test(written)) continue;
        const top = written.split('/')[0]!;
        if (/^\.\.?\//.test(written) || (written.includes('/') && topFolders.includes(top))) {
          checkToolPath(file, number, written);
        }
      }
    }
  }

  const ignored = repository.ignored(problems.map((problem) => problem.target).filter((target) => target !== ''));
  return problems
    .filter((problem) => problem.target === '' || !ignored.has(problem.target))
    .map((problem) => `${problem.file}:${problem.line}: ${problem.message}`);
}
