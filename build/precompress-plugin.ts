// Issue 11: built assets compressed once at build time (brotli quality 11 and gzip level 9), written beside
// each file as .br and .gz; the static handler serves them when the browser accepts them (preCompressed).
// Source maps are left out: only developer tools read them, and brotli 11 on them took most of a build.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|wasm|txt)$/;
/** smaller files gain nothing worth a second request path */
const MIN_BYTES = 1024;

export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hwe-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => compressFile(join(outDir, name))));
    },
  };
}

async function compressFile(path: string): Promise<void> {
  const content = await readFile(path);
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    promisify(gzip)(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
}
