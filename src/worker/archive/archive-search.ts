// Issue 38: a filter text over 100,000 rows is a second of the worker's time on a phone. The rows are searched in
// slices with other messages between them (a newer query, the screen's next keystroke, replaces the search), and the
// asked page is answered as soon as it is full, its count line once every row was searched.
import type { ArchivePage, ArchiveQuery } from '../../shared/contract/archive';
import { ARCHIVE_PAGE_SIZE } from '../../shared/rules/archive-list';
import type { ArchiveRoundSummary } from '../../shared/schema/archive';
import { nextTask, WORK_SLICE_MS } from '../util/next-task';
import type { ArchiveIndex, IndexedRound } from './archive-index';

/** rows searched between two looks at the clock */
const ROWS_PER_LOOK = 256;

/** One query's search over the index's rows as they were when it started. */
export class ArchiveSearch {
  private readonly found: ArchiveRoundSummary[] = [];
  private next = 0;
  private readonly rows: readonly IndexedRound[];
  private readonly matches: (row: IndexedRound) => boolean;
  /** the rounds a page asked of this search needs found before it is answered */
  private wanted = 0;
  /** the `wanted` last answered */
  private toldWanted = 0;
  private readonly generation: number;
  private running = false;

  constructor(
    private readonly index: ArchiveIndex,
    query: Omit<ArchiveQuery, 'page'>,
  ) {
    ({ rows: this.rows, matches: this.matches } = index.scanOf(query));
    this.generation = index.generation;
  }

  /** Whether this search is over the index's current rows. */
  answers(index: ArchiveIndex): boolean {
    return index === this.index && index.generation === this.generation;
  }

  get done(): boolean {
    return this.next >= this.rows.length;
  }

  /** The asked page when it is complete: `counting` until every row was searched; undefined before it is full. */
  page(asked: number): ArchivePage | undefined {
    this.wanted = Math.max(this.wanted, Math.max(1, Math.floor(asked)) * ARCHIVE_PAGE_SIZE);
    if (this.done) return this.index.pageOf(this.found, asked);
    if (this.found.length < this.wanted) return undefined;
    return { ...this.index.pageOf(this.found, asked), counting: true };
  }

  /**
   * Searches in slices, each in a task of its own, until done or `current()` is another search; `onAnswer` when a page asked (`page`, first) is
   * full and when every row was searched.
   */
  async run(current: () => ArchiveSearch | undefined, onAnswer: () => void): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (!this.done) {
        await nextTask();
        if (current() !== this) return;
        this.searchSlice();
        if (this.done || (this.wanted > this.toldWanted && this.found.length >= this.wanted)) {
          this.toldWanted = this.wanted;
          onAnswer();
        }
      }
    } finally {
      this.running = false;
    }
  }

  private searchSlice(): void {
    const until = performance.now() + WORK_SLICE_MS;
    do {
      const end = Math.min(this.rows.length, this.next + ROWS_PER_LOOK);
      for (; this.next < end; this.next++) if (this.matches(this.rows[this.next])) this.found.push(this.rows[this.next].round);
    } while (!this.done && performance.now() < until);
  }
}
