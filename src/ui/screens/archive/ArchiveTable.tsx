import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { chunks } from '../../../shared/chunks';
import type { ArchiveListRow, ArchivePage } from '../../../shared/contract/archive';
import type { SortState } from '../../../shared/rules/table-sort';
import { uiLocale } from '../../i18n/ui-locale';
import { changeArchiveQuery } from '../../state/archive/archive-actions';
import { useProgressiveList } from '../../components/use-progressive-list';
import { useReservedHeight } from '../../components/use-reserved-height';
import { ArchiveRow } from './ArchiveRow';
import { Pagination } from './Pagination';
import { SortHeader } from './SortHeader';

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

/**
 * The archive list's page of rounds and its pages (spec archive.md §2). Rendered again only when the page pushed or the
 * sort changes (issue 32: a push of the load's progress alone keeps the page object, state/archive/same-page.ts).
 */
export const ArchiveTable = memo(function ArchiveTable({ page, sort }: { page: ArchivePage | undefined; sort: SortState | undefined }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const pageRows = page?.rows ?? NO_ROWS;
  const rows = useProgressiveList(pageRows, (round) => round.instanceId, ROWS_PER_PART);
  const tableScroll = useRef<HTMLDivElement>(null);
  const table = useRef<HTMLTableElement>(null);
  useReservedHeight(tableScroll, table, rows.length, pageRows.length);
  return (
    <>
      <div className="table-scroll" ref={tableScroll}>
        <table className="archive-table" ref={table}>
          <colgroup>
            {COLUMNS.map((column) => (
              <col key={column} data-column={column} />
            ))}
          </colgroup>
          <ArchiveTableHead sort={sort} />
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
    </>
  );
});
