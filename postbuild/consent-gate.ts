// Post-build: the consent gate's inline script for a site with third-party scripts. The gate is
// TypeScript in browser/consent/ (gate.ts, its entry gate-entry.ts); esbuild bundles it here with
// Partytown's own snippet and the site's settings into one minified classic script, which
// page-rewrite.ts writes into the place the layout left in each page's head. The security
// headers step hashes those bytes, as it does every inline script, after this step.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { libDirPath } from '@qwik.dev/partytown/utils';
import { build, type Plugin } from 'esbuild';

import { CONSENT_GATE_ENTRY } from '../browser/entry-points.ts';
import type { ConsentGateSettings } from '../lib/site/client-settings.ts';

/** The module the gate imports Partytown's snippet from (browser/consent/partytown-snippet.d.ts). */
export const PARTYTOWN_SNIPPET_MODULE = 'virtual:partytown-snippet';

/**
 * Provides PARTYTOWN_SNIPPET_MODULE: Partytown's snippet, as the package ships it, as the body of
 * `runPartytownSnippet`. The integration's partytownSnippet() returns the same code after a line
 * that writes its config; the gate writes the config itself (gate.ts, configurePartytown).
 */
const partytownSnippet: Plugin = {
  name: 'partytown-snippet',
  setup(bundler) {
    const filter = new RegExp(`^${PARTYTOWN_SNIPPET_MODULE}$`);
    bundler.onResolve({ filter }, (args) => ({ path: args.path, namespace: 'partytown-snippet' }));
    bundler.onLoad({ filter: /.*/, namespace: 'partytown-snippet' }, () => {
      const snippet = readFileSync(path.join(libDirPath(), 'partytown.js'), 'utf8');
      return { contents: `export function runPartytownSnippet(){${snippet}\n}`, loader: 'js' };
    });
  },
};

/**
 * The gate's inline script for the site `settings` describe: the same bytes for the same
 * settings and sources. Throws when the code holds what would end or alter a script element in
 * HTML (`</script`, `<!--`).
 */
export async function bundleConsentGate(projectRoot: string, settings: ConsentGateSettings): Promise<string> {
  const result = await build({
    absWorkingDir: projectRoot,
    entryPoints: [CONSENT_GATE_ENTRY],
    bundle: true,
    // A classic script: it runs as the parser reaches it, before the first paint.
    format: 'iife',
    // The syntax of the script it replaced (optional catch binding, no `?.`): it runs in every
    // browser that parses the page, not only those that load the module bundle.
    target: ['es2019'],
    // As a classic inline script runs, without the "use strict" that tsconfig.json's strict adds
    // (this replaces the file, whose @/ alias the gate does not use).
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    write: false,
    logLevel: 'silent',
    // One JSON string the gate parses, as the client bundle's settings are: written in as data,
    // not as code esbuild would re-print.
    define: { 'process.env.CONSENT_GATE_SETTINGS': JSON.stringify(JSON.stringify(settings)) },
    plugins: [partytownSnippet],
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`consent gate: esbuild wrote nothing for ${CONSENT_GATE_ENTRY}`);
  const code = output.text.trimEnd();
  const unsafe = /<\/script|<!--/i.exec(code);
  if (unsafe)
    throw new Error(
      `consent gate: the bundled ${CONSENT_GATE_ENTRY} holds "${unsafe[0]}", which an inline script cannot`,
    );
  return code;
}
