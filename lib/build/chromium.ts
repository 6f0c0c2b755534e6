// Debian's Chromium, as the browser tests, the benchmark and the screenshots start it. The
// flags keep it from reaching for the internet, which this machine and CI cannot reach: without
// them it stalls on background connections.

/** Where Chromium is; CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the browser tests drive: Chromium's headless shell, Debian's
 * chromium-headless-shell package, built from the same source and version as its chromium. It
 * is what Playwright itself runs for headless tests: the same Blink, without the desktop
 * browser's user interface processes, for about half the CPU time over the suite
 * (docs/testing.md). Lighthouse and the screenshots keep the full browser. CHROMIUM_PATH
 * overrides it, as the CI workflow does with the runner's Google Chrome.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_FLAGS: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
