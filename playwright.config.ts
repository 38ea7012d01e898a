import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 60_000,
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
