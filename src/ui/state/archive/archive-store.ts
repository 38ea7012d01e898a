// State of the archive list (spec archive.md §2): kept while the user opens a detail and comes back.
import { proxy, ref } from 'valtio';
import type { CompletedMeasureRound } from '../../../shared/model';
import type { DayRange } from '../../../shared/rules/archive-filter';
import type { SortState } from '../../../shared/rules/table-sort';
import type { WorkerError } from '../../../shared/worker-api';

export interface ArchiveListState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** the worker's answer, not proxied (ref) */
  rounds: readonly CompletedMeasureRound[];
  /** issue 14: completed rounds the worker skipped because they do not match their schema (ref) */
  skipped: readonly WorkerError[];
  error?: WorkerError;
  filterText: string;
  /** the user's range; undefined sides fall back to the earliest / latest creation day */
  range: DayRange;
  sort?: SortState;
  /** 1-based */
  page: number;
  /** optional entry-table columns the user switched off (detail and report) */
  hiddenColumns: string[];
}

export const archiveStore = proxy<ArchiveListState>({
  status: 'idle',
  rounds: ref([]),
  skipped: ref([]),
  filterText: '',
  range: {},
  page: 1,
  hiddenColumns: [],
});
