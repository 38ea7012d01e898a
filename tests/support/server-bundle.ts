// issue 32 (CI time): a server process started through tsx spent ~4 of its ~9 s of CPU loading modules through
// tsx's hooks; the tests' server processes run one esbuild bundle of the server instead, made once per run by the
// global setups of Vitest's unit project and of Playwright (the e2e seed and the bench make their own). `npm start`
// still runs the sources through tsx.
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/** The bundle's directory, handed to child processes (global setups set it before the workers start). */
const BUNDLE_DIR_ENV = 'HWE_SERVER_BUNDLE_DIR';

/** Scripts that start a server, and the two worker threads the server starts by file name beside its own code. */
const ENTRY_POINTS = [
  'src/server/main.ts',
  'tests/unit/server/support/server-process.ts',
  'tests/bench/bench-server-process.ts',
  'src/server/db/pglite-thread.mjs',
  'src/server/pdf/pdf-thread.mjs',
];

/** The packages bundled in rather than loaded from node_modules: date-fns' index alone is some hundreds of modules. */
const BUNDLED_PACKAGES = new Set(['date-fns']);

/** The node-runnable bundle of a script of ENTRY_POINTS (e.g. 'src/server/main.ts'). */
export function bundledScript(script: string): string {
  if (!ENTRY_POINTS.includes(script)) throw new Error(`${script} is not in the server bundle (tests/support/server-bundle.ts)`);
  const dir = process.env[BUNDLE_DIR_ENV];
  if (!dir) throw new Error('No server bundle: a global setup (or the caller) runs bundleServerForThisRun() first');
  return join(dir, `${bundleName(script)}.mjs`);
}

/** one flat folder: each worker thread's file lies beside the code that starts it, as in the sources */
function bundleName(script: string): string {
  return basename(script).replace(/\.m?ts$|\.mjs$/, '');
}

/** A global setup: bundles the server for the whole run (handed to child processes); its teardown deletes it. */
export default async function bundleServerForThisRun(): Promise<() => Promise<void>> {
  const dir = await buildServerBundle();
  process.env[BUNDLE_DIR_ENV] = dir;
  return async () => {
    delete process.env[BUNDLE_DIR_ENV];
    await rm(dir, { recursive: true, force: true });
  };
}

async function buildServerBundle(): Promise<string> {
  // inside the repository, so the bundle's imports of packages resolve to its node_modules
  const cache = resolve('node_modules/.cache');
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(join(cache, 'hwe-server-bundle-'));
  const packageJson = JSON.parse(await readFile('package.json', 'utf8')) as Record<string, Record<string, string>>;
  const packages = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies }).filter((name) => !BUNDLED_PACKAGES.has(name));
  await build({
    entryPoints: Object.fromEntries(ENTRY_POINTS.map((script) => [bundleName(script), script])),
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: packages.flatMap((name) => [name, `${name}/*`]),
    plugins: [sourcesWhereTheyAre],
    logLevel: 'error',
  });
  return dir;
}

/**
 * Keeps the sources' file-relative paths: `import.meta.url` becomes the source file's own URL (migrations, package.json),
 * except beside a worker thread's file name, which the bundle holds next to its code; and the threads skip tsx.
 */
const sourcesWhereTheyAre: Plugin = {
  name: 'sources-where-they-are',
  setup(build) {
    build.onResolve({ filter: /^tsx\/esm\/api$/ }, () => ({ path: 'tsx', namespace: 'no-tsx' }));
    build.onLoad({ filter: /.*/, namespace: 'no-tsx' }, () => ({ contents: 'export function register() {}', loader: 'js' }));
    build.onLoad({ filter: /[/\\]src[/\\]server[/\\].*\.(ts|mjs)$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const fileUrl = JSON.stringify(pathToFileURL(path).href);
      return {
        contents: source.replace(/(?<!-thread\.mjs', )import\.meta\.url/g, fileUrl),
        loader: path.endsWith('.ts') ? 'ts' : 'js',
      };
    });
  },
};
