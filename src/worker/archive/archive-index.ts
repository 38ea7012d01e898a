// The archive list in the worker's memory (issue 11): each round once with what the filter needs (its
// lower-cased text, its creation day), sorted orders kept until the rows change, and one page answered
// per query (spec archive.md §2: regular expression, range, three-state sort, 100 per page, counts).
import type { ArchiveRoundSummary } from '../../shared/schema/archive';
import type { ArchiveListRow, ArchivePage, ArchiveQuery } from '../../shared/contract/archive';
import { localDay, type DayRange } from '../../shared/rules/archive-filter';
import { ARCHIVE_PAGE_SIZE, hasRoundRemark, needsDecision, pageCount } from '../../shared/rules/archive-list';
import { sortRows, type SortState } from '../../shared/rules/table-sort';
import { userRegExp } from '../../shared/rules/user-regexp';
import type { WorkerError } from '../../shared/contract/errors';
import { checkArchiveRow } from './archive-rows';

export interface IndexedRound {
  round: ArchiveRoundSummary;
  /** yyyy-MM-dd of the creation time (local), '' without one */
  day: string;
}

export class ArchiveIndex {
  private readonly byId = new Map<string, IndexedRound>();
  /** rows that do not match their schema, by instanceId (issue 14), kept as they came: the store keeps them too */
  private readonly skipped = new Map<string, { error: WorkerError; row: unknown }>();
  private readonly orders = new Map<string, IndexedRound[]>();
  private range: DayRange = {};
  /** counts the changes of the rows: a search over an older set of rows is stale */
  generation = 0;

  constructor(rows: readonly unknown[] = []) {
    this.apply(rows, true);
  }

  get size(): number {
    return this.byId.size;
  }

  /**
   * Takes rows of an answer or of the store: `complete` replaces every round; `position`: the first row's in the list.
   * Rows only added keep the default order by a merge (issue 38: no full sort each time a load's rows are taken in).
   */
  apply(rows: readonly unknown[], complete: boolean, position = 0): void {
    if (complete) {
      this.byId.clear();
      this.skipped.clear();
    }
    this.generation += 1;
    const wasEmpty = this.byId.size === 0;
    const added: IndexedRound[] = [];
    let replaced = false;
    rows.forEach((row, offset) => {
      const checked = checkArchiveRow(row, position + offset);
      const key = checked.instanceId ?? `#${position + offset}`;
      if ('round' in checked) {
        const indexed = { round: checked.round, day: localDay(checked.round.creationTime) ?? '' };
        if (this.byId.has(key)) replaced = true;
        else added.push(indexed);
        this.byId.set(key, indexed);
        this.skipped.delete(key);
      } else {
        if (this.byId.delete(key)) replaced = true;
        this.skipped.set(key, { error: checked.skipped, row });
      }
    });
    const order = wasEmpty ? [] : this.orders.get('');
    this.orders.clear();
    if (order && !replaced) this.orders.set('', mergeOrdered(order, added.sort((a, b) => newestSubmissionFirst(a.round, b.round))));
    if (replaced || wasEmpty) this.range = {};
    for (const { day } of replaced ? this.byId.values() : added) {
      if (!day) continue;
      if (!this.range.from || day < this.range.from) this.range.from = day;
      if (!this.range.to || day > this.range.to) this.range.to = day;
    }
  }

  /** The rows as the store keeps them: every round, then the rows that do not match their schema (with an instanceId). */
  storedRows(): unknown[] {
    const rows: unknown[] = [];
    for (const { round } of this.byId.values()) rows.push(round);
    for (const [key, { row }] of this.skipped) if (!key.startsWith('#')) rows.push(row);
    return rows;
  }

  /** The list's row of a round, when the list holds it. */
  summary(instanceId: string): ArchiveRoundSummary | undefined {
    return this.byId.get(instanceId)?.round;
  }

  /** The rounds matching the query's filter text and range, in its sort. */
  matching(query: Omit<ArchiveQuery, 'page'>): ArchiveRoundSummary[] {
    const { rows, matches } = this.scanOf(query);
    const found: ArchiveRoundSummary[] = [];
    for (const row of rows) if (matches(row)) found.push(row.round);
    return found;
  }

  /** What a search for the query goes through: the rows in its sort, and whether a row matches its text and range. */
  scanOf(query: Omit<ArchiveQuery, 'page'>): { rows: readonly IndexedRound[]; matches: (row: IndexedRound) => boolean } {
    const from = query.range.from ?? this.range.from;
    const to = query.range.to ?? this.range.to;
    const pattern = query.text ? userRegExp(query.text, 'im') : undefined;
    const matches = (row: IndexedRound) =>
      !(from && (!row.day || row.day < from)) && !(to && (!row.day || row.day > to)) && !(pattern && !pattern.test(row.round.searchText));
    return { rows: this.ordered(query.sort), matches };
  }

  page(query: ArchiveQuery): ArchivePage {
    return this.pageOf(this.matching(query), query.page);
  }

  /** Page `asked` (clamped) of the rounds `found`, with the counts of the count line. */
  pageOf(found: readonly ArchiveRoundSummary[], asked: number): ArchivePage {
    const pages = pageCount(found.length);
    const page = Math.min(Math.max(1, Math.floor(asked)), pages);
    return {
      rows: found.slice((page - 1) * ARCHIVE_PAGE_SIZE, page * ARCHIVE_PAGE_SIZE).map(listRow),
      found: found.length,
      total: this.byId.size,
      page,
      pages,
      defaultRange: { ...this.range },
      skipped: [...this.skipped.values()].map(({ error }) => error),
    };
  }

  /** Rows in the sort's order (unsorted: newest submission first), computed once per sort and set of rows. */
  private ordered(sort: SortState | undefined): IndexedRound[] {
    const key = sort ? `${sort.column}:${sort.direction}` : '';
    let order = this.orders.get(key);
    if (!order) {
      const rows = [...this.byId.values()];
      order = sort
        ? sortRows(rows, sort, (row, column) => (row.round as unknown as Record<string, unknown>)[column])
        : rows.sort((a, b) => newestSubmissionFirst(a.round, b.round));
      this.orders.set(key, order);
    }
    return order;
  }
}

/**
 * A round as the list page shows it, with what the worker derives for its row; without what only the worker reads:
 * the search text (a page of it was most of what the main thread had to take in on a phone, issue 13) and the stages.
 */
function listRow(round: ArchiveRoundSummary): ArchiveListRow {
  const { searchText: _searchText, relevantStages: _relevantStages, ...shown } = round;
  return { ...shown, needsDecision: needsDecision(round), hasRemark: hasRoundRemark(round) };
}

/**
 * The unsorted order: newest submission first, then by instanceId; texts in code-unit order.
 */
function newestSubmissionFirst(a: ArchiveRoundSummary, b: ArchiveRoundSummary): number {
  return compareText(b.submissionTime ?? '', a.submissionTime ?? '') || compareText(a.instanceId, b.instanceId);
}

/** Two lists in the default order as one, in that order. */
function mergeOrdered(older: IndexedRound[], added: IndexedRound[]): IndexedRound[] {
  if (added.length === 0) return older;
  const merged: IndexedRound[] = [];
  let a = 0;
  let b = 0;
  while (a < older.length && b < added.length) merged.push(newestSubmissionFirst(older[a].round, added[b].round) <= 0 ? older[a++] : added[b++]);
  while (a < older.length) merged.push(older[a++]);
  while (b < added.length) merged.push(added[b++]);
  return merged;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
