// State of the archive list (spec archive.md §2): the query the user set and the page the worker pushed;
// kept while the user opens a detail and comes back. The whole list stays in the worker (issue 11).
import { proxy, ref } from 'valtio';
import type { ArchiveQuery, ArchiveState } from '../../../shared/contract/archive';

interface ArchiveListState {
  query: ArchiveQuery;
  /** the worker's last push, not proxied (ref) */
  view: ArchiveState;
  /** optional entry-table columns the user switched off (detail and report) */
  hiddenColumns: string[];
}

export const archiveStore = proxy<ArchiveListState>({
  query: { text: '', range: {}, page: 1 },
  view: ref({ status: 'loading' }),
  hiddenColumns: [],
});
