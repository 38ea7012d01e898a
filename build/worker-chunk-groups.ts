import { resolve } from 'node:path';
import type { Rolldown } from 'vite';

/**
 * issue 38: the worker's start in one file. Its entry imports the start's doors statically and every other door
 * dynamically (src/worker/lazy-door.ts); Rolldown's automatic splitting would cut the start's modules into a chunk per
 * set of doors sharing them, each one more request after the entry on a slow network. So the entry's static imports
 * are one group; each door's chunk keeps only what the start does not load. (Rolldown's runtime helpers stay a file of
 * their own, the same file as the page's, which the page has asked for already.)
 */
export function workerChunkGroups(entryModule: string, root: string): Rolldown.CodeSplittingGroup[] {
  const entry = resolve(root, entryModule);
  const startModules = new WeakMap<Rolldown.ChunkingContext, Set<string>>();
  const inStart = (id: string, context: Rolldown.ChunkingContext) => {
    let modules = startModules.get(context);
    if (!modules) startModules.set(context, (modules = staticClosure(entry, context)));
    return modules.has(id) ? 'worker-start' : null;
  };
  return [{ name: inStart, includeDependenciesRecursively: false }];
}

function staticClosure(from: string, context: Rolldown.ChunkingContext): Set<string> {
  const found = new Set<string>();
  const visit = (id: string) => {
    if (found.has(id)) return;
    found.add(id);
    context.getModuleInfo(id)?.importedIds.forEach(visit);
  };
  visit(from);
  return found;
}
