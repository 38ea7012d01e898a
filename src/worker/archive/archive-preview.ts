// The archive list's first page from the store's indexes (issue 11): opened with its default view (no filter,
// no range, no sort, page 1) the list shows the newest 100 rounds and the count line while the whole list is
// still read and checked. Counts are the stored rows less the bad ones seen so far; the whole list corrects them.
import type { ArchivePage, ArchiveQuery } from '../../shared/contract/archive';
import type { WorkerError } from '../../shared/contract/errors';
import type { ArchiveRoundSummary } from '../../shared/schema/archive';
import { ARCHIVE_PAGE_SIZE, pageCount } from '../../shared/rules/archive-list';
import { readArchivePreview, type StoredArchiveVersion } from '../store/archive-store';
import { localDay } from '../../shared/rules/archive-filter';
import { listRow, newestSubmissionFirst } from './archive-index';
import { checkArchiveRow } from './archive-rows';

/** Only the default view's page can be read without every row. */
export function isDefaultView(query: ArchiveQuery): boolean {
  return query.text === '' && !query.range.from && !query.range.to && !query.sort && query.page === 1;
}

/** The first page of the stored archive and its version; undefined when none is stored or it holds less than a page. */
export async function readFirstPage(): Promise<{ page: ArchivePage; version: StoredArchiveVersion } | undefined> {
  const skipped = new Map<string, WorkerError>();
  const keep = (row: unknown) => {
    const checked = checkArchiveRow(row, skipped.size);
    if ('skipped' in checked) skipped.set(checked.instanceId ?? `#${skipped.size}`, checked.skipped);
    return 'round' in checked;
  };
  const preview = await readArchivePreview(ARCHIVE_PAGE_SIZE, keep);
  // fewer rows than a page: rounds without a submission time (not in the index) belong on it too
  if (!preview || preview.newest.length < ARCHIVE_PAGE_SIZE) return undefined;
  const rows = (preview.newest as ArchiveRoundSummary[]).sort(newestSubmissionFirst).slice(0, ARCHIVE_PAGE_SIZE).map(listRow);
  const total = preview.stored - skipped.size;
  const day = (row: unknown) => localDay((row as ArchiveRoundSummary | undefined)?.creationTime);
  const page: ArchivePage = {
    rows,
    found: total,
    total,
    page: 1,
    pages: pageCount(total),
    defaultRange: { from: day(preview.earliest), to: day(preview.latest) },
    skipped: [...skipped.values()],
  };
  return { page, version: preview.version };
}
