// Builds the bench page (tests/bench/page); run.ts sets the output directory (a temporary one, served by the
// reference server as its static directory, so a concurrent `vite build` of the app cannot remove it).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const pageDir = fileURLToPath(new URL('./page', import.meta.url));

export default defineConfig({
  root: pageDir,
  base: '/bench/',
  logLevel: 'warn',
  worker: { format: 'es' },
  build: { emptyOutDir: true, target: 'es2022' },
});
