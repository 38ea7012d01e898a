// issue 38: a first visit loads the group selection's German texts, not every screen's: the first route's chunks hold
// ./start-de.ts, and the other screens' texts (./screens-de.ts) come with the first lazy screen. This test reads the
// modules the first route imports statically and asks that every text key they name is among the first route's.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { screensDe } from '../../../../src/ui/i18n/screens-de';
import { startDe } from '../../../../src/ui/i18n/start-de';

const ROOT = resolve(import.meta.dirname, '../../../..');
/** the entry, the start and the UI's parts it imports: what a first visit on `/` evaluates before the group selection */
const FIRST_ROUTE_MODULES = ['src/ui/main.tsx', 'src/ui/start.ts', 'src/ui/render-app.tsx', 'src/ui/app/App.tsx'];

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) => existsSync(file) && statSync(file).isFile());
}

/** the TypeScript modules `entries` import statically, with their own imports (the i18n folder's texts aside) */
function staticClosure(entries: string[]): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file) || !/\.tsx?$/.test(file)) return;
    found.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const imported = resolveModule(file, specifier);
      if (imported) visit(imported);
    }
  };
  entries.forEach((entry) => visit(resolve(ROOT, entry)));
  return found;
}

const NAMESPACES = [...new Set([...Object.keys(startDe), ...Object.keys(screensDe)])];
/** a quoted text key, or the fixed start of one built in a template (`groups.observerKind.${kind}`) */
const TEXT_KEY = new RegExp(`['"\`]((?:${NAMESPACES.join('|')})\\.[A-Za-z0-9_.]+?)(\\.\\$\\{|['"\`])`, 'g');

function textKeys(files: Iterable<string>): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of files) {
    if (file.includes('/src/ui/i18n/')) continue;
    for (const [, key] of readFileSync(file, 'utf8').matchAll(TEXT_KEY)) keys.set(key, relative(ROOT, file));
  }
  return keys;
}

function textAt(texts: object, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);
}

/** a key names a text, a plural's texts (`count` → `count_one`, `count_other`) or a group of texts */
const hasText = (texts: object, key: string) => textAt(texts, key) !== undefined || textAt(texts, `${key}_other`) !== undefined;

describe('issue 38: the first route\'s German texts', () => {
  test('every text key the first route\'s modules name is among them', () => {
    const keys = textKeys(staticClosure(FIRST_ROUTE_MODULES));
    // the scan finds the keys it should: the group selection's title, a page title and a refusal of another screen
    expect([...keys.keys()]).toEqual(expect.arrayContaining(['groups.title', 'archive.title', 'mobile.transferRunning']));
    const missing = [...keys].filter(([key]) => !hasText(startDe, key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  test('they hold none of the other screens\' texts, and those are not loaded twice', () => {
    for (const [namespace, texts] of Object.entries(screensDe)) {
      const first = (startDe as Record<string, object>)[namespace] ?? {};
      expect(Object.keys(texts).filter((key) => key in first), namespace).toEqual([]);
    }
    // e.g. the archive list's column names and the mobile round's views stay with their screens
    expect(textAt(startDe, 'archive.filter')).toBeUndefined();
    expect(textAt(screensDe, 'mobile.views')).toBe('Ansichten');
    expect(textAt(startDe, 'mobile.views')).toBeUndefined();
  });
});
