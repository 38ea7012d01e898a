import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 60_000,
  // a loaded 2-core machine takes more than the default 5 s to load a lazy chunk or a year of history
  expect: { timeout: 15_000 },
  workers: 1,
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
    trace: 'off',
  },
});
