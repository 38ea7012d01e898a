import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { ArchiveListRow, ArchiveState } from '../../../shared/contract/archive';
import type { SortState } from '../../../shared/rules/table-sort';
import { requireLogin } from '../../auth';
import { uiLocale } from '../../i18n/ui-locale';
import { changeArchiveQuery, closeArchiveList, openArchiveList, refreshArchiveOnReturn, reportRoute } from '../../state/archive/archive-actions';
import { archiveStore } from '../../state/archive/archive-store';
import { ArchiveRow } from './ArchiveRow';
import { ArchiveStatus } from './ArchiveStatus';
import { SkippedRecords } from '../../components/SkippedRecords';
import { Pagination } from './Pagination';
import { SortHeader } from './SortHeader';
import './archive.css';
import { DayInput } from '../../components/DayInput';
import { useProgressiveList } from '../../components/use-progressive-list';

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
/** rows created at once: more than a phone screen shows; the rest of the page follows ROWS_PER_STEP per task (issue 13) */
const FIRST_ROWS = 10;
const ROWS_PER_STEP = 10;
const NO_ROWS: ArchiveListRow[] = [];

/** spec archive.md §2 Archive list (route /archive); the worker filters, sorts and pages (issue 11). */
export default function ArchiveList() {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const [, navigate] = useLocation();
  const snap = useSnapshot(archiveStore);
  const { query } = snap;
  // a ref'd push of the worker: read as it came, not as a deep-readonly snapshot
  const view = snap.view as ArchiveState;
  const page = view.page;
  const rows = useProgressiveList(page?.rows ?? NO_ROWS, (round) => round.instanceId, FIRST_ROWS, ROWS_PER_STEP);

  useEffect(() => {
    if (!requireLogin()) return;
    void openArchiveList();
    const stopRefreshing = refreshArchiveOnReturn();
    return () => {
      stopRefreshing();
      closeArchiveList();
    };
  }, []);

  const effectiveRange = { from: query.range.from ?? page?.defaultRange.from, to: query.range.to ?? page?.defaultRange.to };
  const setRange = (side: 'from' | 'to', value: string) =>
    changeArchiveQuery({ range: { ...query.range, [side]: value || undefined }, page: 1 });
  const openReport = async () => navigate(await reportRoute(effectiveRange, locale));

  return (
    <section className="archive">
      <h1>{t('archive.title')}</h1>
      <ArchiveStatus view={view} />
      <div className="archive-filters">
        <label className="field">
          {t('archive.filter')}
          <input type="search" value={query.text} onChange={(event) => changeArchiveQuery({ text: event.target.value, page: 1 })} />
        </label>
        <label className="field">
          {t('archive.from')}
          <DayInput value={effectiveRange.from ?? ''} onChange={(day) => setRange('from', day)} />
        </label>
        <label className="field">
          {t('archive.to')}
          <DayInput value={effectiveRange.to ?? ''} onChange={(day) => setRange('to', day)} />
        </label>
        <button type="button" className="btn btn-primary" disabled={!page?.found} onClick={() => void openReport()}>
          {t('archive.report')}
        </button>
      </div>
      {page && <p className="archive-count">{t('archive.countLine', { found: page.found, total: page.total })}</p>}
      {page && <SkippedRecords skipped={page.skipped} />}
      <div className="table-scroll">
        <table className="archive-table">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <SortHeader
                  key={column}
                  column={column}
                  label={t(`archive.${column}`)}
                  sort={query.sort}
                  onSort={(sort: SortState | undefined) => changeArchiveQuery({ sort, page: 1 })}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((round) => (
              <ArchiveRow key={round.instanceId} round={round} t={t} locale={locale} />
            ))}
          </tbody>
        </table>
      </div>
      {page && <Pagination page={page.page} pages={page.pages} onPage={(next) => changeArchiveQuery({ page: next })} />}
    </section>
  );
}
