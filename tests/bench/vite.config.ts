// Builds the bench page (tests/bench/page) into dist/bench, served by the reference server next to the app.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const pageDir = fileURLToPath(new URL('./page', import.meta.url));
export const benchOutDir = fileURLToPath(new URL('../../dist/bench', import.meta.url));

export default defineConfig({
  root: pageDir,
  base: '/bench/',
  logLevel: 'warn',
  worker: { format: 'es' },
  build: { outDir: benchOutDir, emptyOutDir: true, target: 'es2022' },
});
