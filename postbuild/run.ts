// After `next build` (npm's postbuild): the steps that write out/ and make it what hosts serve,
// in one process. Each once ran in a tsx process of its own, which cost about half a second of
// start-up a step and the site's content read again. The order matters: out/ is written from
// .next/ first, the pages are rewritten before anything lists or hashes them, the data files,
// the service worker and the social images exist, and an incremental build's out/ has lost the
// last build's files, before the security headers give every file its headers, and the build
// record goes last, marking an out/ every step finished (the deploy refuses one without it).
// It comes right after the security headers, and takes out/'s files as that step left them.
import { keptHashesOf, writeBuildRecordFile } from './steps/write-build-record-file.ts';
import { writeClientBundle } from './steps/write-client-bundle.ts';
import { copyPartytownFiles } from './steps/partytown-files.ts';
import { writeSecurityHeaders } from './steps/security-headers.ts';
import { writeServiceWorkerFiles } from './steps/service-worker.ts';
import { startSocialImages, writeSocialImages } from './steps/social-images.ts';
import { writeSitemap } from './steps/sitemap.ts';
import { removeFilesOfTheLastBuild } from './steps/stale-files.ts';
import { writeDataFiles } from './steps/data-files.ts';
import { writeExportedPages } from './steps/write-exported-pages.ts';
import { writeRedirectFiles } from './steps/redirects.ts';
import { newPostBuildState, type PostBuildState } from './steps/state.ts';
import { filesNow } from './export/out-in-place.ts';

const STEPS: [name: string, run: (state: PostBuildState) => void | Promise<void>][] = [
  ['export pages', writeExportedPages],
  ['client bundle', writeClientBundle],
  ['sitemap', writeSitemap],
  ['data files', writeDataFiles],
  ['redirects', writeRedirectFiles],
  ['partytown', copyPartytownFiles],
  ['service worker', writeServiceWorkerFiles],
  ['social images', writeSocialImages],
  ['stale files', removeFilesOfTheLastBuild],
  ['security headers', writeSecurityHeaders],
  [
    'build record',
    (state) =>
      writeBuildRecordFile(
        undefined,
        state.knownFiles,
        keptHashesOf(state),
        state.stock && (state.filesAfterHeaders ?? filesNow(state.stock)),
      ),
  ],
];

async function main() {
  const savesAtEnd: (() => void)[] = [];
  // The images a cold build lacks render on their own threads from now on, beside the steps
  // before theirs, which keep the main thread and about one core (postbuild/steps/social-images.ts).
  const state: PostBuildState = { ...newPostBuildState(), savesAtEnd, socialImages: startSocialImages() };
  const started = performance.now();
  const timings: string[] = [];
  for (const [name, run] of STEPS) {
    const stepStarted = performance.now();
    try {
      await run(state);
      timings.push(`${name} ${seconds(performance.now() - stepStarted)}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // One line naming the step, once: some steps' errors name it already.
      console.error(message.startsWith(`${name}:`) ? message : `${name}: ${message}`);
      process.exitCode = 1;
      await state.socialImages?.close();
      return;
    }
  }
  for (const save of savesAtEnd) save();
  // Where an operator's wait went, step by step: the figures the benchmark's breakdowns use.
  console.log(`post-build: ${seconds(performance.now() - started)} (${timings.join(', ')})`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

void main();
