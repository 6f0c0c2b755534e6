// Debian's Chromium, as the browser tests, the benchmark and the screenshots start it. The
// flags keep it from reaching for the internet, which this machine and CI cannot reach: without
// them it stalls on background connections.

/** Where Chromium is; CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
