import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { LICENCES } from '../../../src/ui/screens/about/licences';

const ROOT = join(import.meta.dirname, '../../..');
const BROWSER_SOURCES = ['src/ui', 'src/worker', 'src/shared'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** the npm packages the browser code imports (bare specifiers, without virtual modules) */
function importedPackages(): Set<string> {
  const specifiers = BROWSER_SOURCES.flatMap((folder) => sourceFiles(join(ROOT, folder))).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?'(@?[a-z][\w./:?-]*)'/g)].map((match) => match[1]),
  );
  return new Set(
    specifiers
      .filter((specifier) => !specifier.startsWith('virtual:'))
      .map((specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')),
  );
}

function packageJson(name: string): { license: string; repository: string | { url: string } } {
  return JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8'));
}

function repositoryUrl(repository: string | { url: string }): string {
  const url = typeof repository === 'string' ? repository : repository.url;
  // npm's shorthand "owner/name" means a GitHub repository
  if (/^[\w.-]+\/[\w.-]+$/.test(url)) return `https://github.com/${url}`.toLowerCase();
  return url.replace(/^git\+/, '').replace(/^git:\/\//, 'https://').replace(/\.git$/, '').toLowerCase();
}

describe('spec archive.md §2 About page: list of open-source licences', () => {
  test('every package the browser code imports is listed (and the PWA register module workbox-window)', () => {
    const listed = new Set(LICENCES.map((entry) => entry.name));
    for (const name of [...importedPackages(), 'workbox-window']) expect(listed, name).toContain(name);
  });

  test("each entry's licence and address are the ones its package declares", () => {
    for (const entry of LICENCES) {
      const declared = packageJson(entry.name);
      expect(entry.licence, entry.name).toBe(declared.license);
      expect(entry.url.toLowerCase(), entry.name).toBe(repositoryUrl(declared.repository));
    }
  });

  test('the list is sorted by name, without duplicates', () => {
    const names = LICENCES.map((entry) => entry.name);
    expect(names).toEqual([...new Set(names)].sort());
  });
});
