// Builds the bench page (tests/bench/page) to be served under /bench/; run.ts sets the output directory: bench/ in
// a temporary copy of the built app that the reference server serves (so a concurrent `vite build` into dist/ cannot
// remove it).
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
