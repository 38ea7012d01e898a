import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import type { StartModules } from './start-chunk-groups';

type OutputChunk = Rolldown.OutputChunk;

/**
 * issue 13 cold start: index.html names every file the start needs, so the browser fetches them alongside the entry
 * instead of finding each one only when the code before it ran (one round trip each on a slow network).
 * - The start's chunks at the default priority: they start the worker's init, then config, server info and the list
 *   one after the other.
 * - The UI's chunks (the UI chunk, the parts it imports dynamically — React DOM, the translations, the app — and the
 *   chunks those import) at low priority: the static shell needs only the page and its stylesheet. At the default
 *   (high) priority the browser counts them as possibly render-blocking scripts, and Lighthouse's simulated Slow 4G
 *   made the shell's first paint wait for all their bytes (FCP 2.0 s instead of 1.0 s).
 * - A lazy route screen's chunks and stylesheets (those the start does not load) and the other screens' texts that
 *   every lazy screen waits for (issue 38, src/ui/app/lazy-screen.ts) as an inert `<template>` marked with
 *   its route's path (a prefix when it ends with `/`): the entry adds the links of the route the page opened on
 *   (./route-preload.ts), so the screen loads beside the UI instead of once React has rendered the app and reached
 *   the lazy route.
 * - The worker's script (issue 38), which the entry asks for only once it has run (`new Worker`): a plain preload, so
 *   its bytes come with the entry's and the worker takes them from the HTTP cache (a module preload would compile the
 *   worker's code on the page's main thread for nothing).
 * A modulepreload is evaluated only when the code imports it.
 */
export function preloadChunkPlugin({ entryModule, startModule, uiModule, screenTextsModule, routeModules }: StartModules): Plugin {
  return {
    name: 'hwe-preload-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const outputs = Object.values(bundle!);
        const chunkOf = (module: string) => {
          // the chunk holding the module: a chunk group (./start-chunk-groups.ts) has no facade module
          const chunk = outputs.find((output): output is OutputChunk => output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(module)));
          if (!chunk) throw new Error(`no chunk for ${module} to preload`);
          return chunk;
        };
        const ui = chunkOf(uiModule);
        // the worker's script is an asset of this bundle (Vite bundles it apart), named in the entry's `new Worker(new URL(…))`
        const entryCode = chunkOf(entryModule).code;
        const workerScripts = outputs.filter((output) => output.type === 'asset' && output.fileName.endsWith('.js') && entryCode.includes(`/${output.fileName}`));
        if (workerScripts.length !== 1) throw new Error(`the entry should start one worker, found ${workerScripts.length}`);
        const linked = new Set(outputs.map((output) => output.fileName).filter((fileName) => html.includes(`/${fileName}"`)));
        const startFiles = withStaticImports([chunkOf(startModule).fileName], bundle!, linked);
        const uiFiles = withStaticImports([ui.fileName, ...ui.dynamicImports], bundle!, new Set([...linked, ...startFiles]));
        const modulePreload = (fileName: string, low: boolean): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, ...(low ? { fetchpriority: 'low' } : {}), href: `/${fileName}` },
          injectTo: 'head',
        });
        // crossorigin as Vite's own stylesheet link of a lazy chunk, so that link takes the preloaded answer
        const stylePreload = (fileName: string): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${fileName}` } });
        const loaded = [...linked, ...startFiles, ...uiFiles];
        const stylesOf = (fileNames: string[]) => fileNames.flatMap((fileName) => [...((bundle![fileName] as Partial<OutputChunk>).viteMetadata?.importedCss ?? [])]);
        const loadedStyles = new Set(stylesOf(loaded));
        const routeTemplates = Object.entries(routeModules).map(([pathPrefix, module]): HtmlTagDescriptor => {
          const routeFiles = withStaticImports([chunkOf(module).fileName, chunkOf(screenTextsModule).fileName], bundle!, new Set(loaded));
          const styles = new Set(stylesOf(routeFiles).filter((fileName) => !loadedStyles.has(fileName)));
          return {
            tag: 'template',
            attrs: { 'data-route-preload': pathPrefix },
            children: [...routeFiles.map((fileName) => modulePreload(fileName, false)), ...[...styles].map(stylePreload)],
            injectTo: 'head',
          };
        });
        const workerPreload: HtmlTagDescriptor = { tag: 'link', attrs: { rel: 'preload', as: 'script', href: `/${workerScripts[0].fileName}` }, injectTo: 'head' };
        return [
          workerPreload,
          ...startFiles.map((fileName) => modulePreload(fileName, false)),
          ...uiFiles.map((fileName) => modulePreload(fileName, true)),
          ...routeTemplates,
        ];
      },
    },
  };
}

/** The files and every chunk they import statically, but none in `skipped`. */
function withStaticImports(fileNames: string[], bundle: Rolldown.OutputBundle, skipped: Set<string>): string[] {
  const files = new Set<string>();
  const add = (fileName: string) => {
    if (files.has(fileName) || skipped.has(fileName)) return;
    files.add(fileName);
    const imported = bundle[fileName];
    if (imported?.type === 'chunk') imported.imports.forEach(add);
  };
  fileNames.forEach(add);
  return [...files];
}
