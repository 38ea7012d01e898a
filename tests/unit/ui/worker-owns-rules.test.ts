// issue 10: rules and maths run in the worker, which answers views; the UI imports from src/shared only contracts,
// types and display formatting, and nothing in src/ui polls (no setInterval). The files that still break a rule are
// listed below; the list only shrinks: a listed file that no longer breaks it fails the test until it is removed.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { expect, test } from 'vitest';

const UI = 'src/ui';

/** Files of src/ui that still import src/shared/rules or src/shared/maths at run time (rule work to move into worker views). */
const RULE_IMPORTS_NOT_YET_MOVED: string[] = [];

/** Files of src/ui that call setInterval for something other than polling: a stopwatch display, a camera frame scan. */
const INTERVALS_NOT_POLLING = ['screens/mobile/barcode/BarcodeScreen.tsx', 'screens/mobile/input/discharge/VolumeTimer.tsx'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(UI, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Module paths a file imports at run time (type-only imports and type-only specifier lists are erased). */
function runtimeImports(source: string): string[] {
  const statements = [...source.matchAll(/^\s*(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+['"]([^'"]+)['"]/gm)];
  const fromStatements = statements
    .filter(([, typeOnly, specifiers]) => !typeOnly && !/^\{\s*(type\s+\w+(\s+as\s+\w+)?\s*,?\s*)+\}$/.test(specifiers.trim()))
    .map((match) => match[3]);
  const dynamic = [...source.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]);
  const sideEffect = [...source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((match) => match[1]);
  return [...fromStatements, ...dynamic, ...sideEffect];
}

function importsRulesOrMaths(path: string): boolean {
  const source = readFileSync(join(UI, path), 'utf8');
  return runtimeImports(source).some((module) => {
    if (!module.startsWith('.')) return false;
    const target = normalize(join(UI, dirname(path), module));
    return target.startsWith('src/shared/rules') || target.startsWith('src/shared/maths');
  });
}

const files = sourceFiles('');

test('issue 10: no file in src/ui imports src/shared/rules or src/shared/maths at run time (beyond the shrinking list)', () => {
  const offenders = files.filter(importsRulesOrMaths).sort();
  expect(offenders.filter((path) => !RULE_IMPORTS_NOT_YET_MOVED.includes(path))).toEqual([]);
  // a file moved over must leave the list, so the list only shrinks
  expect(RULE_IMPORTS_NOT_YET_MOVED.filter((path) => !offenders.includes(path))).toEqual([]);
});

test('issue 10: no file in src/ui calls setInterval (the worker pushes state; nothing polls)', () => {
  const offenders = files.filter((path) => /\bsetInterval\s*\(/.test(readFileSync(join(UI, path), 'utf8'))).sort();
  expect(offenders.filter((path) => !INTERVALS_NOT_POLLING.includes(path))).toEqual([]);
  expect(INTERVALS_NOT_POLLING.filter((path) => !offenders.includes(path))).toEqual([]);
});

test('the check itself: a runtime import of a rule is found, a type-only import is not', () => {
  expect(runtimeImports("import { isFilled } from '../../shared/rules/completion';")).toEqual(['../../shared/rules/completion']);
  expect(runtimeImports("import { type RowStatus, isFilled } from '../rules/completion';")).toEqual(['../rules/completion']);
  expect(runtimeImports("import type { RowStatus } from '../rules/completion';")).toEqual([]);
  expect(runtimeImports("import { type RowStatus } from '../rules/completion';")).toEqual([]);
  expect(runtimeImports("import {\n  a,\n  b,\n} from '../maths/discharge';")).toEqual(['../maths/discharge']);
});
