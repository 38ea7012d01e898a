import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/chromium';

/** issue 32: the journeys that run against both dialects */
const SPEC_DIALECT_JOURNEYS = [
  'group-selection.spec.ts',
  'preload.spec.ts',
  'archive.spec.ts',
  'chart.spec.ts',
  'stations.spec.ts',
  'hydro.spec.ts',
  'meteo.spec.ts',
  'csv.spec.ts',
  'mobile.spec.ts',
];

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 60_000,
  // a loaded 2-core machine takes more than the default 5 s to load a lazy chunk or a year of history
  expect: { timeout: 15_000 },
  // issue 32 (CI time): a file that writes has a server of its own, the others share their worker's
  // (server-for-this-file.ts), so two files run side by side
  workers: 2,
  // CI only: a failed test runs once more and, if it passes then, is reported as flaky (docs/decisions/testing.md)
  retries: process.env.CI ? 1 : 0,
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
  projects: [
    { name: 'extended' },
    // issue 32: the journeys again against the reference server's spec dialect (API_DIALECT=spec, no extensions);
    // tests/e2e/server-for-this-file.ts starts each file's server in the project's dialect
    { name: 'spec-dialect', metadata: { apiDialect: 'spec' }, testMatch: SPEC_DIALECT_JOURNEYS },
  ],
});
