import { posix } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * issue 38: a worker cannot be told to preload a door's chunks (no modulepreload in a worker), and Rolldown does not
 * hoist a chunk's transitive imports as Rollup does: a door's chunk named its direct imports only, so the worker found
 * the chunks of its code a level at a time, up to 6 round trips on a slow network before a door's first answer. Each
 * chunk now also imports every chunk its imports import, at its end: the worker asks for all of them once it has the
 * door's file, and the order of evaluation stays as before (a module imported again is not evaluated again).
 */
export function hoistWorkerImportsPlugin(): Plugin {
  return {
    name: 'hwe-hoist-worker-imports',
    apply: 'build',
    generateBundle(_options, bundle) {
      hoistTransitiveImports(bundle);
    },
  };
}

export function hoistTransitiveImports(bundle: Rolldown.OutputBundle): void {
  const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
  for (const chunk of chunks.values()) {
    const transitive = new Set<string>();
    const visit = (fileName: string) => {
      for (const imported of chunks.get(fileName)?.imports ?? []) {
        if (transitive.has(imported)) continue;
        transitive.add(imported);
        visit(imported);
      }
    };
    visit(chunk.fileName);
    const hoisted = [...transitive].filter((fileName) => fileName !== chunk.fileName && !chunk.imports.includes(fileName));
    if (hoisted.length === 0) continue;
    const from = posix.dirname(chunk.fileName);
    const importsAtEnd = hoisted.map((fileName) => `import ${JSON.stringify(`./${posix.relative(from, fileName)}`)};`).join('');
    chunk.code = appendBeforeSourceMapComment(chunk.code, importsAtEnd);
  }
}

function appendBeforeSourceMapComment(code: string, appended: string): string {
  const comment = code.lastIndexOf('\n//# sourceMappingURL=');
  return comment < 0 ? `${code}\n${appended}\n` : `${code.slice(0, comment)}\n${appended}${code.slice(comment)}`;
}
