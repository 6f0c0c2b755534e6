// Every file, folder and heading that a comment or a document names is in the repository (the
// rules, and what is left out on purpose, are in scripts/docs-references/index.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  CITED_BY_NAME,
  codeComments,
  headingIds,
  PRIVATE_DOCUMENTS,
  PRIVATE_FOLDER,
  referenceProblems,
  type Repository,
} from './index.ts';
import { documentProblems, MAX_LINES } from './document-rules.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

function git(args: string[], input?: string): string {
  const result = spawnSync('git', args, { cwd: ROOT, input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  return result.stdout;
}

/**
 * The files git tracks, as they are in the working tree. A new file counts once it is added:
 * until then it is nobody's reference yet, and another change in progress cannot fail this test.
 */
function workingTree(): Repository {
  const files = git(['ls-files', '-z', '--cached'])
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(ROOT, file)));
  return {
    files: [...new Set(files)].sort(),
    read: (file) => readFileSync(path.join(ROOT, file), 'utf8'),
    ignored: (paths) =>
      paths.length === 0
        ? new Set()
        : new Set(git(['check-ignore', '--no-index', '--stdin'], paths.join('\n')).split('\n')),
  };
}

/** A repository of the given files (path → text); `ignored` lists the prefixes git would ignore. */
function repository(files: Record<string, string>, ignoredPrefixes: string[] = []): Repository {
  return {
    files: Object.keys(files),
    read: (file) => files[file] ?? '',
    ignored: (paths) => new Set(paths.filter((p) => ignoredPrefixes.some((prefix) => p.startsWith(prefix)))),
  };
}

const DOCS = {
  'docs/guide.md': '# Guide\n\n## The data files\n\n## Authors (`authors.yaml`)\n\n## Notes\n\n## Notes\n',
  'lib/shell/loader.ts': '',
  'lib/site/client-settings.ts': '',
};

describe('the repository', () => {
  it('names no file, folder or heading that is not in it', () => {
    expect(referenceProblems(workingTree()).join('\n')).toBe('');
  });

  it('keeps its documents references: none too long, none telling history', () => {
    expect(documentProblems(workingTree()).join('\n')).toBe('');
  });
});

describe('documentProblems', () => {
  const history = (line: number, phrase: string) =>
    `docs/a.md:${line}: says "${phrase}", history: say what is true now (git keeps the past)`;

  it('flags sentences about the past, and not the same words telling what is true now', () => {
    const repo = repository({
      'docs/a.md': [
        'It once also carried a data object.',
        'The file is written once per build, and once the reader asks for it; it is used to hash the pages.',
        'The runs of 26 November, for the record, took 14 s.',
        'A title of no longer than 60 characters; a page the build no longer has is deleted.',
        'The old `next export` command no longer exists; the hashes used to be MD5.',
        'The law of 27 July 2006 No. 152-FZ, in force since 1 March 2023, applies.',
        '```',
        'It once was different (an example of a tool output)',
        '```',
        'An example, `updates: 26 November`, is code.',
        'Measured on 2026-11-25 at commit `379ffef`; `published: 2026-11-25` is an example.',
      ].join('\n'),
      'README.md': 'We changed the order.',
      'docs/benchmarks/latest.md': 'The run of 29 November.',
      'lib/a.md': 'Not a document: it once was.',
    });
    expect(documentProblems(repo)).toEqual([
      history(1, 'It once'),
      history(3, 'for the record'),
      history(3, '26 November'),
      history(5, 'used to'),
      history(5, 'no longer exists'),
      history(11, 'at commit'),
      history(11, 'on 2026-11-25'),
      'README.md:1: says "We changed", history: say what is true now (git keeps the past)',
    ]);
  });

  it(`refuses a document of more than ${MAX_LINES} lines, results files aside`, () => {
    const lines = (count: number) => 'A line.\n'.repeat(count);
    const repo = repository({
      'docs/long.md': lines(MAX_LINES + 1),
      'docs/full.md': lines(MAX_LINES),
      'docs/benchmarks/runs.md': lines(MAX_LINES * 2),
    });
    expect(documentProblems(repo)).toEqual([
      `docs/long.md: ${MAX_LINES + 1} lines, more than ${MAX_LINES}: split it by subject`,
    ]);
  });
});

describe('referenceProblems', () => {
  it('reports a markdown link to a missing file, resolved from the linking file', () => {
    const repo = repository({ ...DOCS, 'docs/a.md': 'See [the guide](guide.md) and\n[gone](../docs/gone.md).\n' });
    expect(referenceProblems(repo)).toEqual(['docs/a.md:2: names ../docs/gone.md, which is not in the repository']);
  });

  it("checks a link's anchor against the target's headings, as GitHub writes their ids", () => {
    const repo = repository({
      ...DOCS,
      'README.md': [
        '[ok](docs/guide.md#the-data-files) [ok](docs/guide.md#authors-authorsyaml) [ok](docs/guide.md#notes-1)',
        '[stale](docs/guide.md#the-data-file)',
      ].join('\n'),
    });
    expect(referenceProblems(repo)).toEqual([
      'README.md:2: names docs/guide.md#the-data-file, a heading docs/guide.md does not have',
    ]);
  });

  it('reads paths in code comments, not in strings or code', () => {
    const repo = repository({
      ...DOCS,
      'lib/a.ts': [
        '// The loader (lib/shell/loader.ts) and the settings (lib/site/client-settings).',
        "const fixture = 'lib/nowhere.ts';",
        '/* Moved: lib/shell/gone.ts */',
        "const url = 'https://example.com/lib/x.ts'; // see docs/guide.md#notes",
      ].join('\n'),
    });
    expect(referenceProblems(repo)).toEqual(['lib/a.ts:3: names lib/shell/gone.ts, which is not in the repository']);
  });

  it("checks the section a path names: docs/x.md#id, or docs/x.md, 'Heading'", () => {
    const repo = repository({
      ...DOCS,
      'docs/guide.md': `${DOCS['docs/guide.md']}## The operators' pipeline\n`,
      'lib/a.ts': [
        "// docs/guide.md, 'The data files'; docs/guide.md, 'The operators' pipeline';",
        "// docs/guide.md, 'Version check'",
        '// docs/guide.md#the-data-files, docs/guide.md#version-check',
      ].join('\n'),
    });
    expect(referenceProblems(repo)).toEqual([
      "lib/a.ts:2: names docs/guide.md, 'Version check', a heading docs/guide.md does not have",
      'lib/a.ts:3: names docs/guide.md#version-check, a heading docs/guide.md does not have',
    ]);
  });

  it('leaves out URLs, site addresses, package names, placeholders, examples and ignored paths', () => {
    const repo = repository(
      {
        ...DOCS,
        'app/[slug]/page.tsx': '',
        'docs/b.md': [
          'At https://github.com/o/r/blob/main/lib/x.ts, /articles/x/ and [home](/), with @next/swc,',
          'content/{site}/site.yaml, lib/*.ts, lib/shell/… and app/generated/site.css.',
          'A test writes content/fixture/site.yaml; [route](../app/[slug]/page.tsx) and [docs/guide.md](guide.md).',
          '```',
          'lib/example/only.ts: field "slug" is wrong',
          '```',
        ].join('\n'),
      },
      ['app/generated/'],
    );
    expect(referenceProblems(repo)).toEqual([]);
  });

  it('resolves ./ and ../ from the file, and a bare .md name beside the file, then at the root', () => {
    const repo = repository({
      ...DOCS,
      'README.md': '',
      'lib/shell/a.ts': '// ./loader.ts, ../site/client-settings.ts, README.md, ./missing.mjs',
      'docs/c.md': 'guide.md and README.md and OTHER.md; a site page, terms.md',
    });
    expect(referenceProblems(repo)).toEqual([
      'lib/shell/a.ts:1: names ./missing.mjs, which is not in the repository',
      'docs/c.md:1: names OTHER.md, which is not in the repository',
    ]);
  });

  it("reads the paths a stylesheet's @source, @config and @import name, from its folder", () => {
    const repo = repository({
      ...DOCS,
      'app/globals.css': [
        "@import 'tailwindcss' source(none);",
        '@source "../lib/shell";',
        '@source "../lib/shell/loader.tsx";',
        '@source not "../lib/site/**/*.test.ts";',
        '@source "../lib/gone/**/*.ts";',
        '@source inline("underline");',
        '@config "../tailwind.config.ts";',
        "@import './theme.css';",
      ].join('\n'),
      'app/theme.css': '',
    });
    expect(referenceProblems(repo)).toEqual([
      'app/globals.css:3: names ../lib/shell/loader.tsx, which is not in the repository',
      'app/globals.css:5: names ../lib/gone/**/*.ts, which is not in the repository',
      'app/globals.css:7: names ../tailwind.config.ts, which is not in the repository',
    ]);
  });

  it('reads the paths the configuration files name in their strings: lists of modules, tests and folders', () => {
    const repo = repository(
      {
        ...DOCS,
        'tests/e2e/home.spec.ts': '',
        'vitest.config.mts': [
          "import { helper } from './lib/site/client-settings.ts';",
          "export const BUILD_TESTS = ['lib/shell/loader.test.ts', 'tests/e2e/home.spec.ts'];",
          "const include = '{lib,tests}/**/*.test.ts';",
        ].join('\n'),
        'eslint.config.mjs': [
          "const BROWSER_CODE = ['lib/shell/**', 'lib/site/client-settings.ts', 'lib/site/gone.ts'];",
          "const zone = { target: './lib', from: ['./tests', './server'], message: 'lib/ imports nothing from tests/.' };",
          "const patterns = ['../content/**', '**/lib/content', '@/lib/content', 'out/**', '.next/**'];",
        ].join('\n'),
        'stryker.config.mjs': "const mutate = ['lib/shell/*.ts', '!lib/shell/gone.ts', `${dir}/x.ts`];",
        'lib/notes.ts': "const notAConfig = 'lib/nowhere.ts';",
      },
      ['out/'],
    );
    expect(referenceProblems(repo)).toEqual([
      'vitest.config.mts:2: names lib/shell/loader.test.ts, which is not in the repository',
      'eslint.config.mjs:1: names lib/site/gone.ts, which is not in the repository',
      'eslint.config.mjs:2: names ./server, which is not in the repository',
      'stryker.config.mjs:1: names lib/shell/gone.ts, which is not in the repository',
    ]);
  });

  it('refuses any mention of the documents kept outside the repository, strings included', () => {
    // Built from the module's own lists, so this file names none of them.
    const [first, second, third] = CITED_BY_NAME as [string, string, string];
    const repo = repository({
      ...DOCS,
      'lib/a.ts': [
        `// ${first} section 7's data files`,
        `describe('rules (${first} §5)', () => {});`,
        `// see ${second}.md`,
      ].join('\n'),
      '.ci/run': `# from ${third}.md and ${PRIVATE_FOLDER}/notes`,
    });
    const cites = (name: string) => `cites ${name}, a document outside the repository: cite docs/ or give the reason`;
    expect(referenceProblems(repo)).toEqual([
      `lib/a.ts:1: ${cites(first)}`,
      `lib/a.ts:2: ${cites(first)}`,
      `lib/a.ts:3: names ${second}.md, which is not in the repository`,
      `.ci/run:1: names ${third}.md, which is not in the repository`,
      `.ci/run:1: ${cites(PRIVATE_FOLDER)}`,
    ]);
  });

  it('refuses every private document by its file name', () => {
    const repo = repository({ ...DOCS, 'docs/a.md': PRIVATE_DOCUMENTS.map((name) => `${name}.md`).join(' and ') });
    expect(referenceProblems(repo)).toEqual(
      PRIVATE_DOCUMENTS.map((name) => `docs/a.md:1: names ${name}.md, which is not in the repository`),
    );
  });
});

describe('codeComments', () => {
  it('finds line and block comments, and no comment inside a string', () => {
    const source = 'const a = \'// not a comment\'; // one\n/* two\nthree */ const b = "/* no */";';
    expect(codeComments(source).map(({ number, text }) => [number, text.trim()])).toEqual([
      [1, 'one'],
      [2, 'two'],
      [3, 'three'],
    ]);
  });
});

describe('headingIds', () => {
  it('drops punctuation, keeps letters of any script, and numbers repeats', () => {
    const markdown = "# The site's `site.yaml`\n## Ставка и Блеф\n## A\n## A\n```\n# not a heading\n```";
    expect([...headingIds(markdown)]).toEqual(['the-sites-siteyaml', 'ставка-и-блеф', 'a', 'a-1']);
  });
});
