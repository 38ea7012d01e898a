// Debian's Chromium, launched the same way by Vitest browser mode, Playwright and the benchmarks.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
