import { memo, useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { chunks } from '../../../shared/chunks';
import type { ArchiveListRow, ArchiveState } from '../../../shared/contract/archive';
import type { SortState } from '../../../shared/rules/table-sort';
import { requireLogin } from '../../auth';
import { uiLocale } from '../../i18n/ui-locale';
import { changeArchiveQuery, closeArchiveList, openArchiveList, refreshArchiveOnReturn } from '../../state/archive/archive-actions';
import { archiveStore } from '../../state/archive/archive-store';
import { ArchiveRow } from './ArchiveRow';
import { ArchiveProgressOrCount, ArchiveStatus } from './ArchiveStatus';
import { SkippedRecords } from '../../components/SkippedRecords';
import { Pagination } from './Pagination';
import { SortHeader } from './SortHeader';
import { ArchiveFilters } from './ArchiveFilters';
import './archive.css';
import { useProgressiveList } from '../../components/use-progressive-list';
import { useReservedHeight } from '../../components/use-reserved-height';

const COLUMNS = [
  'creationTime',
  'mrName',
  'mrTeam',
  'submissionTime',
  'decision1Time',
  'decision2Time',
  'completionTime',
  'mrRemark',
] as const;
/**
 * rows created at once: more than a phone screen shows; the rest of the page follows a part of as many rows per frame,
 * each part a tbody of its own (issue 13)
 */
const ROWS_PER_PART = 10;
const NO_ROWS: ArchiveListRow[] = [];

/** The sortable column headers; rendered again only when the sort changes (issue 13). */
const ArchiveTableHead = memo(function ArchiveTableHead({ sort }: { sort: SortState | undefined }) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        {COLUMNS.map((column) => (
          <SortHeader
            key={column}
            column={column}
            label={t(`archive.${column}`)}
            sort={sort}
            onSort={(next: SortState | undefined) => changeArchiveQuery({ sort: next, page: 1 })}
          />
        ))}
      </tr>
    </thead>
  );
});

/** spec archive.md §2 Archive list (route /archive); the worker filters, sorts and pages (issue 11). */
export default function ArchiveList() {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  // the filter's text is not read here: a keystroke renders only its field (ArchiveFilters)
  const snap = useSnapshot(archiveStore);
  const { query } = snap;
  // a ref'd push of the worker: read as it came, not as a deep-readonly snapshot. The status and count lines show it at
  // once; the rows and filters render it as a transition, in slices with input and paint in between (issue 13: the
  // first page with the filters' default range was one long task; the count line is the page's largest text, so its
  // paint is the largest contentful paint)
  const pushed = snap.view as ArchiveState;
  const view = useDeferredValue(pushed);
  const page = view.page;
  const pageRows = page?.rows ?? NO_ROWS;
  const rows = useProgressiveList(pageRows, (round) => round.instanceId, ROWS_PER_PART);
  const tableScroll = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  useReservedHeight(tableScroll, table, rows.length, pageRows.length);

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
      <div className="table-scroll" ref={tableScroll}>
        <table className="archive-table" ref={table}>
          <colgroup>
            {COLUMNS.map((column) => (
              <col key={column} data-column={column} />
            ))}
          </colgroup>
          <ArchiveTableHead sort={query.sort as SortState | undefined} />
          {/* each part a tbody that archive.css gives a layer of its own: a frame that adds a part, or a keystroke, paints
              only what changed, not every row shown (issue 13: that paint took a quarter of each frame at 4×); a row
              that a filter keystroke moves into another part is created anew there, a part of them per frame */}
          {chunks(rows, ROWS_PER_PART).map((part, index) => (
            <tbody key={index}>
              {part.map((round) => (
                <ArchiveRow key={round.instanceId} round={round} t={t} locale={locale} />
              ))}
            </tbody>
          ))}
        </table>
      </div>
      {/* only with the whole page: appearing below the growing table, it is never pushed (issue 13) */}
      {page && rows.length === pageRows.length && <Pagination page={page.page} pages={page.pages} onPage={(next) => changeArchiveQuery({ page: next })} />}
    </section>
  );
}
