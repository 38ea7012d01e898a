// issue 38: a worker door's chunk names every chunk it needs, so the worker fetches them at once, not a level a time.
import { describe, expect, test } from 'vitest';
import type { Rolldown } from 'vite';
import { hoistTransitiveImports } from '../../../build/hoist-worker-imports-plugin';

function chunk(fileName: string, imports: string[]): Rolldown.OutputChunk {
  const code = `${imports.map((imported) => `import"./${imported.slice('assets/'.length)}";`).join('')}export const x=1;\n//# sourceMappingURL=${fileName.slice('assets/'.length)}.map`;
  return { type: 'chunk', fileName, imports, code } as Rolldown.OutputChunk;
}

/** the levels of requests a module loader needs for `fileName`: its file, then each level of imports it finds */
function requestLevels(bundle: Record<string, Rolldown.OutputChunk>, fileName: string): number {
  const level = new Map([[fileName, 1]]);
  let found = [fileName];
  while (found.length > 0) {
    found = found.flatMap((file) => {
      const named = [...bundle[file].code.matchAll(/import\s*"\.\/([^"]+)"/g)].map(([, name]) => `assets/${name}`);
      const fresh = named.filter((name) => !level.has(name));
      fresh.forEach((name) => level.set(name, level.get(file)! + 1));
      return fresh;
    });
  }
  return Math.max(...level.values());
}

describe('issue 38: the worker\'s chunks import what their imports import', () => {
  const bundle = () => {
    const chunks = [
      chunk('assets/door.js', ['assets/shared-a.js']),
      chunk('assets/shared-a.js', ['assets/shared-b.js', 'assets/runtime.js']),
      chunk('assets/shared-b.js', ['assets/shared-c.js']),
      chunk('assets/shared-c.js', []),
      chunk('assets/runtime.js', []),
    ];
    return Object.fromEntries(chunks.map((one) => [one.fileName, one]));
  };

  test('a door four levels deep is fetched in two', () => {
    const before = bundle();
    expect(requestLevels(before, 'assets/door.js')).toBe(4);
    const after = bundle();
    hoistTransitiveImports(after);
    expect(requestLevels(after, 'assets/door.js')).toBe(2);
  });

  test('the imports added come after the chunk\'s own (the order of evaluation stays) and before its source map comment', () => {
    const after = bundle();
    hoistTransitiveImports(after);
    expect(after['assets/door.js'].code).toBe(
      'import"./shared-a.js";export const x=1;\nimport "./shared-b.js";import "./shared-c.js";import "./runtime.js";\n//# sourceMappingURL=door.js.map',
    );
    expect(after['assets/shared-c.js'].code).toBe(bundle()['assets/shared-c.js'].code);
  });
});
