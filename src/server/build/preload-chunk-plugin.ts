import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * issue 13 cold start: the entry imports the UI's chunk only once it has started the worker, so the browser found that
 * chunk one round trip after the entry. A modulepreload link in index.html fetches it (and the chunks it imports)
 * alongside the entry; it is still evaluated only when the entry imports it.
 * The UI's chunk imports its parts (React DOM, the translations, the app) dynamically, each evaluated in a task of its
 * own: those chunks and theirs are preloaded too, or each would wait for the one before it (their imports nest).
 * The links ask for low priority: the static shell needs only the page and its stylesheet, and the entry (which starts
 * the worker) is on the way to the first screen before the UI's chunk. At the default (high) priority the browser
 * counts them as possibly render-blocking scripts, and Lighthouse's simulated Slow 4G made the shell's first paint
 * wait for all their bytes (FCP 2.0 s instead of 1.0 s).
 */
export function preloadChunkPlugin(moduleSuffix: string): Plugin {
  return {
    name: 'hwe-preload-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output): output is OutputChunk => output.type === 'chunk');
        const chunk = chunks.find((output) => output.facadeModuleId?.endsWith(moduleSuffix));
        if (!chunk) throw new Error(`no chunk for ${moduleSuffix} to preload`);
        const notYetLinked = chunkFilesToPreload(chunk, bundle!).filter((fileName) => !html.includes(`/${fileName}"`));
        return notYetLinked.map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** The chunk, the chunks it imports dynamically, and every chunk those import statically. */
function chunkFilesToPreload(chunk: OutputChunk, bundle: Rolldown.OutputBundle): string[] {
  const files = new Set<string>();
  const add = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const imported = bundle[fileName];
    if (imported?.type === 'chunk') imported.imports.forEach(add);
  };
  [chunk.fileName, ...chunk.dynamicImports].forEach(add);
  return [...files];
}
