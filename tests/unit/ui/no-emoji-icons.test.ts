// issue 12: icons are bundled SVGs (lucide-react through src/ui/components/Icon.tsx), never emoji characters, which
// render as empty boxes on devices without an emoji font.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const UI = 'src/ui';
/** the navigation bar is rebuilt by issue 15, which replaces its emoji; remove it from here when that lands */
const NOT_YET = /^app\/Navbar/;
/** pictographs that fonts carry as text: the copyright sign */
const TEXT_SIGNS = new Set(['©']);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(UI, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) ? [path] : [];
  });
}

test('no emoji character is used in the UI sources (icons come from lucide-react)', () => {
  const found = sourceFiles('')
    .filter((path) => !NOT_YET.test(path))
    .flatMap((path) =>
      [...readFileSync(join(UI, path), 'utf8').matchAll(/\p{Extended_Pictographic}/gu)]
        .map((match) => match[0])
        .filter((character) => !TEXT_SIGNS.has(character))
        .map((character) => `${path}: ${character}`),
    );
  expect(found).toEqual([]);
});
