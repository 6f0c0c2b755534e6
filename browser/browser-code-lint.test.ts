// The lint rule that keeps Next.js, Node's modules and the content module out of the code the
// browser runs (eslint.config.mjs, BROWSER_CODE) must not stop applying unnoticed: it fires on
// imports of them inside browser code, stays quiet in server code, and covers every module of
// ours that esbuild bundles for the browser from each of its entries, so a module the bundles
// take in that the config's derivation misses fails here.
import path from 'node:path';

import { build } from 'esbuild';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

import { PARTYTOWN_SNIPPET_MODULE } from '../postbuild/consent-gate.ts';
import { BROWSER_ENTRIES, CLIENT_ENTRY, CONSENT_GATE_ENTRY } from './entry-points.ts';

const PROJECT = path.resolve(import.meta.dirname, '..');
const RESTRICTIONS = new Set(['no-restricted-imports', 'no-restricted-syntax']);

const FIXTURE = [
  "import Link from 'next/link';",
  "import type { Metadata } from 'next';",
  "import { readFileSync } from 'node:fs';",
  "import path from 'path';",
  "export { notFound } from 'next/navigation';",
  'export const loadRouter = () => import("next/router");',
  "export const loadOs = () => import('node:os');",
  "import { getSite } from '../lib/content/index.ts';",
  "import { loadSiteContent } from '../../lib/content/load';",
  "export const loadContent = () => import('../lib/content/index.ts');",
  "export const loadOurs = () => import('./page-kinds');",
  'export type Page = Metadata;',
  'export const used = [Link, readFileSync, path, getSite, loadSiteContent];',
].join('\n');

const eslint = new ESLint({ cwd: PROJECT });

/** The lines of the fixture the browser-code rule reports, linted as if it were `file`. */
async function restrictedLines(file: string): Promise<number[]> {
  const [result] = await eslint.lintText(FIXTURE, { filePath: path.join(PROJECT, file) });
  return result!.messages.filter((message) => RESTRICTIONS.has(message.ruleId ?? '')).map((message) => message.line);
}

/** The modules of ours (not of node_modules) esbuild bundles from `entry`. */
async function bundledModules(entry: string): Promise<string[]> {
  const result = await build({
    absWorkingDir: PROJECT,
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    jsx: 'automatic',
    outdir: 'unused',
    write: false,
    metafile: true,
    logLevel: 'silent',
    // Partytown's snippet, which the post-build hands the consent gate, is the package's code.
    external: [PARTYTOWN_SNIPPET_MODULE],
  });
  return Object.keys(result.metafile.inputs).filter((input) => !input.startsWith('node_modules/'));
}

describe('the browser-code lint rule', () => {
  it("reports next, next/*, node:*, Node's bare module names and the content module in browser code", async () => {
    expect(await restrictedLines('browser/shell/lint-fixture.ts')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await restrictedLines('lib/site/constants.ts')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  }, 30_000);

  it('leaves server code and tests beside browser code alone', async () => {
    expect(await restrictedLines('lib/content/lint-fixture.ts')).toEqual([]);
    expect(await restrictedLines('browser/shell/lint-fixture.test.ts')).toEqual([]);
  });

  it('applies to every module of ours the client bundle, the consent gate and the service worker include', async () => {
    const modules = [...new Set((await Promise.all(BROWSER_ENTRIES.map(bundledModules))).flat())];
    expect(modules).toContain(CLIENT_ENTRY);
    expect(modules).toContain('browser/consent/consent-bar.ts');
    expect(modules).toContain(CONSENT_GATE_ENTRY);
    // Modules of ours outside browser/: the derivation must find them.
    expect(modules).toContain('components/ui/Link.tsx');
    const uncovered: string[] = [];
    for (const file of modules.sort()) {
      if ((await restrictedLines(file)).length === 0) uncovered.push(file);
    }
    expect(uncovered, "eslint.config.mjs's BROWSER_CODE misses these").toEqual([]);
  }, 60_000);
});
