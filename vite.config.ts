import { defineConfig, type ViteUserConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './tests/support/chromium';
import { bundledWorkerPlugin } from './tests/support/bundled-worker-plugin';
import { freePort } from './tests/support/free-port';
import { hoistWorkerImportsPlugin } from './build/hoist-worker-imports-plugin';
import { precompressPlugin } from './build/precompress-plugin';
import { preloadChunkPlugin } from './build/preload-chunk-plugin';
import { startChunkGroups, type StartModules } from './build/start-chunk-groups';
import { workerChunkGroups } from './build/worker-chunk-groups';
import { LARGE_ARCHIVE_PREFIX } from './tests/support/large-archive-route';

/** what a start loads (issue 13): grouped into few chunks, and named in index.html for the browser to fetch at once */
const startModules: StartModules = {
  entryModule: 'src/ui/main.tsx',
  startModule: 'src/ui/start.ts',
  uiModule: 'src/ui/render-app.tsx',
  screenTextsModule: 'src/ui/i18n/screen-texts.ts',
  routeModules: {
    '/mobile/': 'src/ui/screens/mobile/MobileRound.tsx',
    '/archive': 'src/ui/screens/archive/ArchiveList.tsx',
    '/csv/': 'src/ui/screens/csv/CsvImporter.tsx',
  },
};

export default defineConfig(async (): Promise<ViteUserConfig> => ({
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Handeingabe',
        short_name: 'Handeingabe',
        lang: 'de',
        display: 'standalone',
        start_url: '/',
        theme_color: '#0b5394',
        background_color: '#ffffff',
        icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,jpg,wasm,webmanifest}'],
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/hwe-api\//],
      },
    }),
    preloadChunkPlugin(startModules),
    precompressPlugin(),
  ],
  worker: {
    format: 'es',
    plugins: () => [hoistWorkerImportsPlugin()],
    rolldownOptions: { output: { codeSplitting: { groups: workerChunkGroups('src/worker/index.ts', import.meta.dirname) } } },
  },
  optimizeDeps: {
    include: [
      'comlink', 'idb', 'papaparse', 'date-fns', 'date-fns/locale', 'i18next', 'react-i18next', 'react-dom/client', 'valtio', 'valtio/vanilla',
      'valtio/utils', 'wouter', 'wouter/memory-location', 'wouter/use-browser-location', 'keycloak-js',
      'leaflet', 'react-leaflet', '@react-leaflet/core', 'barcode-detector/ponyfill', 'uplot',
      'lucide-react', 'typebox', 'typebox/format', 'typebox/schema', 'fast-check', 'axe-core',
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: startChunkGroups(startModules, import.meta.dirname) } } },
  },
  server: { proxy: { '/hwe-api': 'http://127.0.0.1:8080' } },
  test: {
    // guards against hangs only; speed is measured in `npm run bench`, and CI has 2 cores for all projects at once
    testTimeout: 30_000,
    // one file at a time per project (the two projects run side by side): two per project made the whole Vitest run
    // slower on 2 cores (1,211 s against 1,045 s) and let browser files see each other's permission changes
    maxWorkers: 1,
    hookTimeout: 120_000,
    // CI only: a failed test runs once more and, if it passes then, is reported as flaky (docs/decisions/testing.md)
    retry: process.env.CI ? 1 : 0,
    // a condition waited for (expect.poll, expect.element) gets 10 s instead of Vitest's 1 s: a busy 2-core CI machine
    // has been seen to take longer than 1 s to paint the archive list
    expect: { poll: { timeout: 10_000 } },
    // a guard against a browser that never connects (read from the root config, not the project's): a clean clone's
    // first run optimizes the dependencies first, and at a load of 35 Chromium took longer than the default 60 s
    browser: { connectTimeout: 300_000 },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          // issue 32 (CI time): the files run one after the other in one process, the modules loaded once (a file
          // restores what it changes: tests/support/time-zone.ts); 19 s of CPU instead of 49 s for 48 small files
          isolate: false,
          // a migrated PGlite made once, copied for each test server (tests/support/pglite-template.ts)
          globalSetup: ['tests/support/pglite-template.ts', 'tests/support/server-bundle.ts'],
        },
      },
      {
        extends: true,
        plugins: [bundledWorkerPlugin()],
        server: {
          proxy: {
            '/hwe-api': await browserTestApi(),
            '/fault-proxy': await faultProxyUrl(),
            [LARGE_ARCHIVE_PREFIX]: { target: await largeArchiveApi(), rewrite: (path) => path.slice(LARGE_ARCHIVE_PREFIX.length) },
          },
        },
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.{ts,tsx}'],
          globalSetup: ['tests/browser/global-setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            instances: [{ browser: 'chromium' }],
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
          },
        },
      },
    ],
  },
}));

/**
 * Where the browser tests reach the reference server that tests/browser/global-setup.ts starts:
 * a free port chosen here, handed over in HWE_TEST_API, so parallel runs do not collide.
 */
async function browserTestApi(): Promise<string> {
  process.env.HWE_TEST_API ??= `http://127.0.0.1:${await freePort()}`;
  return process.env.HWE_TEST_API;
}

/** The second server of the browser tests, holding a large archive (issue 11); reached as LARGE_ARCHIVE_PREFIX. */
async function largeArchiveApi(): Promise<string> {
  process.env.HWE_TEST_LARGE_ARCHIVE_API ??= `http://127.0.0.1:${await freePort()}`;
  return process.env.HWE_TEST_LARGE_ARCHIVE_API;
}

/** The fault-injecting proxy (tests/support/fault-proxy.ts) that global-setup starts in front of that server. */
async function faultProxyUrl(): Promise<string> {
  process.env.HWE_TEST_FAULT_PROXY ??= `http://127.0.0.1:${await freePort()}`;
  return process.env.HWE_TEST_FAULT_PROXY;
}
