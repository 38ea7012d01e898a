// Issue 38: the stored archive's rows in blocks of ARCHIVE_BLOCK_ROWS, cut from the held rows in their order (rounds
// keep their place when they change, new ones come last), so a change puts only the blocks it touches.
import { ARCHIVE_BLOCK_ROWS } from '../store/schema';

/** The blocks of `rows` and those of them (by key) whose rows differ from the `written` blocks' (by identity); all without them. */
export function changedBlocks(rows: readonly unknown[], written: readonly (readonly unknown[])[] | undefined): { blocks: unknown[][]; changed: Map<number, unknown[]> } {
  const blocks: unknown[][] = [];
  const changed = new Map<number, unknown[]>();
  for (let start = 0; start < rows.length; start += ARCHIVE_BLOCK_ROWS) {
    const block = rows.slice(start, start + ARCHIVE_BLOCK_ROWS);
    const key = blocks.push(block) - 1;
    if (!written || !sameRows(block, written[key] ?? [])) changed.set(key, block);
  }
  return { blocks, changed };
}

/** Whether both hold the same rows (the same objects) in the same order. */
export function sameRows(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((row, index) => row === b[index]);
}
