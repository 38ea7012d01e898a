import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { CompletedMeasureRound } from '../../../shared/model';
import { defaultDayRange, filterArchive } from '../../../shared/rules/archive-filter';
import { archiveCountLine, archiveReportPath, archiveReportTitle, pageCount, pageRows } from '../../../shared/rules/archive-list';
import { sortRows, type SortState } from '../../../shared/rules/table-sort';
import { requireLogin } from '../../auth';
import { uiLocale } from '../../i18n/ui-locale';
import { loadArchiveList } from '../../state/archive/archive-actions';
import { archiveStore } from '../../state/archive/archive-store';
import { ArchiveRow } from './ArchiveRow';
import { LoadFailure } from './LoadFailure';
import { SkippedRecords } from '../../components/SkippedRecords';
import { Pagination } from './Pagination';
import { SortHeader } from './SortHeader';
import './archive.css';
import { DayInput } from '../../components/DayInput';

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

/** spec archive.md §2 Archive list (route /archive). */
export default function ArchiveList() {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const [, navigate] = useLocation();
  const { status, rounds, skipped, error, filterText, range, sort, page } = useSnapshot(archiveStore);

  useEffect(() => {
    if (requireLogin()) void loadArchiveList();
  }, []);

  const defaults = defaultDayRange(rounds);
  const effectiveRange = { from: range.from ?? defaults.from, to: range.to ?? defaults.to };
  const filtered = filterArchive(rounds as CompletedMeasureRound[], { text: filterText, ...effectiveRange });
  const sorted = sortRows(filtered, sort as SortState | undefined);
  const pages = pageCount(sorted.length);
  const currentPage = Math.min(page, pages);

  const setSort = (next: SortState | undefined) => {
    archiveStore.sort = next;
    archiveStore.page = 1;
  };
  const setRange = (side: 'from' | 'to', value: string) => {
    archiveStore.range[side] = value || undefined;
    archiveStore.page = 1;
  };
  const openReport = () => {
    const title = archiveReportTitle(filterText, effectiveRange, locale);
    navigate(archiveReportPath(sorted.map((round) => round.instanceId), title));
  };

  return (
    <section className="archive">
      <h1>{t('archive.title')}</h1>
      {status === 'failed' && error && <LoadFailure error={error} />}
      <div className="archive-filters">
        <label className="field">
          {t('archive.filter')}
          <input
            type="search"
            value={filterText}
            onChange={(event) => {
              archiveStore.filterText = event.target.value;
              archiveStore.page = 1;
            }}
          />
        </label>
        <label className="field">
          {t('archive.from')}
          <DayInput value={effectiveRange.from ?? ''} onChange={(day) => setRange('from', day)} />
        </label>
        <label className="field">
          {t('archive.to')}
          <DayInput value={effectiveRange.to ?? ''} onChange={(day) => setRange('to', day)} />
        </label>
        <button type="button" className="btn btn-primary" disabled={sorted.length === 0} onClick={openReport}>
          {t('archive.report')}
        </button>
      </div>
      {status === 'loading' && rounds.length === 0 && <p>{t('archive.loading')}</p>}
      {(status === 'loaded' || rounds.length > 0) && <p className="archive-count">{archiveCountLine(filtered.length, rounds.length, locale)}</p>}
      <SkippedRecords skipped={skipped} />
      <div className="table-scroll">
        <table className="archive-table">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <SortHeader key={column} column={column} label={t(`archive.${column}`)} sort={sort} onSort={setSort} />
              ))}
            </tr>
          </thead>
          <tbody>
            {pageRows(sorted, currentPage).map((round) => (
              <ArchiveRow key={round.instanceId} round={round} />
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={currentPage} pages={pages} onPage={(next) => (archiveStore.page = next)} />
    </section>
  );
}
