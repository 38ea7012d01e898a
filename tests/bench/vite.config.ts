// Builds the bench page (tests/bench/page); run.ts sets the output directory: a temporary one that the reference
// server serves as its static directory (so a concurrent `vite build` of the app into dist/ cannot remove it).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const pageDir = fileURLToPath(new URL('./page', import.meta.url));

export default defineConfig({
  root: pageDir,
  logLevel: 'warn',
  worker: { format: 'es' },
  build: { emptyOutDir: true, target: 'es2022' },
});
