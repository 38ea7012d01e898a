import type { IncomingMessage, ServerResponse } from 'node:http';
import { rmSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { build, type Plugin } from 'vite';
import { hoistWorkerImportsPlugin } from '../../build/hoist-worker-imports-plugin';
import { workerChunkGroups } from '../../build/worker-chunk-groups';

const WORKER_ENTRY = 'src/worker/index.ts';
const BUNDLE_PATH = '/@bundled-worker/';

/**
 * CI time (issue 32): the browser tests start the worker hundreds of times. Served from source by Vite's dev server,
 * each start asked for its ~240 modules one request at a time (3–4 s a start on a loaded 2-core machine, against
 * 0.5–0.7 s for the built worker). So the browser project builds the worker once, as the app's build does
 * (same chunk groups and hoisted imports, not minified), and a worker asked for at its source path imports that
 * bundle. The bundle is built when the dev server starts: a test run sees the source as it was then.
 */
export function bundledWorkerPlugin(): Plugin {
  return {
    name: 'hwe-bundled-test-worker',
    apply: 'serve',
    configureServer(server) {
      const started = buildWorker(server.config.root);
      server.middlewares.use((request, response, next) => void serveWorker(started, request, response, next).catch(next));
    },
  };
}

type Bundle = Promise<{ outDir: string; entryFile: string }>;

/** The worker asked for at its source path imports the bundle; the bundle's files are served as built. */
async function serveWorker(bundle: Bundle, request: IncomingMessage, response: ServerResponse, next: () => void): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://test');
  if (url.pathname === `/${WORKER_ENTRY}` && url.searchParams.has('worker_file')) {
    const { entryFile } = await bundle;
    response.setHeader('Content-Type', 'text/javascript');
    response.end(`import '${BUNDLE_PATH}${entryFile}';\n`);
    return;
  }
  if (!url.pathname.startsWith(BUNDLE_PATH)) return next();
  const { outDir } = await bundle;
  const file = normalize(join(outDir, url.pathname.slice(BUNDLE_PATH.length)));
  if (!file.startsWith(outDir)) return next();
  const text = await readFile(file).catch(() => undefined);
  if (!text) return next();
  response.setHeader('Content-Type', 'text/javascript');
  // the bundle does not change during a run: later starts take it from the HTTP cache
  response.setHeader('Cache-Control', 'max-age=86400, immutable');
  response.end(text);
}

async function buildWorker(root: string): Bundle {
  const outDir = await mkdtemp(join(tmpdir(), 'hwe-test-worker-'));
  // Vitest's browser mode closes its Vite server without the plugins' close hooks
  process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [hoistWorkerImportsPlugin()],
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      minify: false,
      modulePreload: false,
      copyPublicDir: false,
      rolldownOptions: {
        input: { worker: join(root, WORKER_ENTRY) },
        preserveEntrySignatures: false,
        output: { format: 'es', entryFileNames: '[name].js', codeSplitting: { groups: workerChunkGroups(WORKER_ENTRY, root) } },
      },
    },
  });
  return { outDir, entryFile: 'worker.js' };
}
