import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { ArchiveState } from '../../../shared/contract/archive';
import type { SortState } from '../../../shared/rules/table-sort';
import { requireLogin } from '../../auth';
import { closeArchiveList, openArchiveList, refreshArchiveOnReturn } from '../../state/archive/archive-actions';
import { archiveStore } from '../../state/archive/archive-store';
import { ArchiveProgressOrCount, ArchiveStatus } from './ArchiveStatus';
import { SkippedRecords } from '../../components/SkippedRecords';
import { ArchiveFilters } from './ArchiveFilters';
import { ArchiveTable } from './ArchiveTable';
import './archive.css';

/** spec archive.md §2 Archive list (route /archive); the worker filters, sorts and pages (issue 11). */
export default function ArchiveList() {
  const { t } = useTranslation();
  // the filter's text is not read here: a keystroke renders only its field (ArchiveFilters)
  const snap = useSnapshot(archiveStore);
  const { query } = snap;
  // a ref'd push of the worker: read as it came, not as a deep-readonly snapshot. The status and count lines show it at
  // once; the rows and filters render its page as a transition, in slices with input and paint in between (issue 13: the
  // first page with the filters' default range was one long task; the count line is the page's largest text, so its
  // paint is the largest contentful paint). A push with the page unchanged (the load's progress) renders neither.
  const pushed = snap.view as ArchiveState;
  const page = useDeferredValue(pushed.page);

  useEffect(() => {
    if (!requireLogin()) return;
    void openArchiveList();
    const stopRefreshing = refreshArchiveOnReturn();
    return () => {
      stopRefreshing();
      closeArchiveList();
    };
  }, []);

  return (
    <section className="archive">
      <h1>{t('archive.title')}</h1>
      <ArchiveStatus view={pushed} />
      <ArchiveFilters
        range={query.range}
        defaultFrom={page?.defaultRange.from}
        defaultTo={page?.defaultRange.to}
        canReport={Boolean(page?.found)}
      />
      <ArchiveProgressOrCount view={pushed} />
      {page && <SkippedRecords skipped={page.skipped} />}
      <ArchiveTable page={page} sort={query.sort as SortState | undefined} />
    </section>
  );
}
