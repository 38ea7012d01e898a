import { basename, dirname, extname, resolve } from 'node:path';
import type { Rolldown } from 'vite';

export interface StartModules {
  /** the page's entry: its static imports stay in its own chunk */
  entryModule: string;
  /** the start, imported dynamically by the entry */
  startModule: string;
  /** the UI's chunk, imported by the start; each of its dynamic imports is a part evaluated in a task of its own */
  uiModule: string;
  /** the texts every lazy route screen loads beside its code (issue 38) */
  screenTextsModule: string;
  /** lazy route screens by the path of their routes (see ./preload-chunk-plugin.ts) */
  routeModules: Record<string, string>;
}

/**
 * issue 13: the chunks a start loads, as few files as the evaluation tasks allow. Rolldown's automatic splitting makes
 * a chunk of every set of importers a module has, so the start loaded 20 small files and a mobile round's screen 14
 * more; on a slow network each costs a round trip (Lighthouse's simulated Slow 4G: HTTP/1.1, six connections), which
 * was most of the largest contentful paint beyond the bytes. Grouped by what loads together:
 * - the start with every module it imports statically (but the entry's own),
 * - the UI's chunk and each of its dynamic parts (React DOM, the translations, the app) with what it imports
 *   statically and nothing earlier loaded — a part's static imports are evaluated in its task anyway,
 * - per route screen with a preload (`routeModules`), the modules it shares with other screens, in one chunk;
 *   its own modules stay in its chunk.
 * Every group holds the static imports of its modules or an earlier group does, so no group imports a later one.
 */
export function startChunkGroups(modules: StartModules, root: string): Rolldown.CodeSplittingGroup[] {
  const groupsByPass = new WeakMap<Rolldown.ChunkingContext, Map<string, string>>();
  const groupOf = (id: string, context: Rolldown.ChunkingContext) => {
    let groups = groupsByPass.get(context);
    if (!groups) groupsByPass.set(context, (groups = groupModules(modules, root, context)));
    return groups.get(id) ?? null;
  };
  return [{ name: groupOf, includeDependenciesRecursively: false }];
}

function groupModules({ entryModule, startModule, uiModule, routeModules }: StartModules, root: string, context: Rolldown.ChunkingContext) {
  const info = (id: string) => context.getModuleInfo(id);
  const staticClosure = (from: string, skipped: ReadonlySet<string>) => {
    const found = new Set<string>();
    const visit = (id: string) => {
      if (found.has(id) || skipped.has(id)) return;
      found.add(id);
      info(id)?.importedIds.forEach(visit);
    };
    visit(from);
    return found;
  };
  const groups = new Map<string, string>();
  const grouped = staticClosure(resolve(root, entryModule), new Set());
  const group = (name: string, ids: Iterable<string>) => {
    for (const id of ids) {
      groups.set(id, name);
      grouped.add(id);
    }
  };
  const groupWithStaticImports = (id: string) => group(chunkName(id), staticClosure(id, grouped));

  groupWithStaticImports(resolve(root, startModule));
  const ui = resolve(root, uiModule);
  groupWithStaticImports(ui);
  const uiParts = info(ui)?.dynamicallyImportedIds ?? [];
  uiParts.forEach(groupWithStaticImports);
  const appModules = [...uiParts].flatMap((part) => [...staticClosure(part, new Set())]);
  const screens = new Set(appModules.flatMap((id) => info(id)?.dynamicallyImportedIds ?? []));
  // issue 38: what two route screens share is a chunk of those screens only; in the -shared chunk of the first of them
  // the archive list loaded and evaluated the mobile round's shared code (62 KB, the schemas) for its progress bar
  const routeScreens = Object.values(routeModules).map((module) => resolve(root, module));
  const routeClosures = routeScreens.map((screen) => staticClosure(screen, grouped));
  const sharingRoutes = new Map<string, string[]>();
  routeClosures.forEach((closure, index) => {
    for (const id of closure) if (id !== routeScreens[index]) sharingRoutes.set(id, [...(sharingRoutes.get(id) ?? []), chunkName(routeScreens[index])]);
  });
  for (const [id, names] of sharingRoutes) if (names.length > 1 && !routeScreens.includes(id)) group(`${names.join('-')}-shared`, [id]);
  for (const module of Object.values(routeModules)) {
    const screen = resolve(root, module);
    const elsewhere = new Set([...screens].filter((other) => other !== screen).flatMap((other) => [...staticClosure(other, grouped)]));
    group(`${chunkName(screen)}-shared`, [...staticClosure(screen, grouped)].filter((id) => id !== screen && elsewhere.has(id)));
  }
  return groups;
}

/** the module's file name without extension, or its folder's name for an index module (i18n/index.ts → i18n) */
function chunkName(id: string): string {
  const name = basename(id, extname(id));
  return name === 'index' ? basename(dirname(id)) : name;
}
