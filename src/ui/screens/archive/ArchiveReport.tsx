import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearch } from 'wouter';
import { decodeRouteSegment } from '../../app/route-params';
import { asInstanceId } from '../../../shared/contract/ids';
import type { ArchiveReportView, ReportRoundView } from '../../../shared/contract/archive-rounds';
import { formatDateTime } from '../../../shared/format/date';
import { uiLocale } from '../../i18n/ui-locale';
import { useWorkerQuery } from '../../state/use-worker-query';
import { workerApi } from '../../worker-client';
import { EntryTable } from './EntryTable';
import { LoadFailure } from './LoadFailure';
import { MissingRounds } from './MissingRounds';
import { SkippedRecords } from '../../components/SkippedRecords';
import { ReportMatrix } from './ReportMatrix';
import './archive.css';

/** spec archive.md §2 Report (route /archive/report/{instanceIds}?title=…); the worker answers the report's view. */
export default function ArchiveReport() {
  const { t, i18n } = useTranslation();
  const { ids = '' } = useParams<{ ids: string }>();
  const queryTitle = new URLSearchParams(useSearch()).get('title') ?? undefined;
  const locale = uiLocale(i18n.language);
  // the segment is a comma-separated list of encoded ids: split first, then decode each (an id may hold a comma)
  const { load } = useWorkerQuery(
    [ids, queryTitle, locale],
    () => workerApi().archiveReport(ids.split(',').filter(Boolean).map((id) => asInstanceId(decodeRouteSegment(id))), queryTitle, locale),
    { loginRequired: true },
  );

  if (load.status === 'failed') return <LoadFailure error={load.error} />;
  if (load.status === 'loading') return <p>{t('app.loading')}</p>;
  return (
    <>
      <SkippedRecords skipped={load.view.skipped} />
      <MissingRounds missing={load.view.missing} />
      <ReportView view={load.view} />
    </>
  );
}

function ReportView({ view }: { view: ArchiveReportView }) {
  const { t } = useTranslation();
  const [onlyEventsWithDecisions, setOnlyEventsWithDecisions] = useState(false);
  const matrix = onlyEventsWithDecisions ? view.matrix.eventsWithDecisions : view.matrix.all;

  useEffect(() => {
    // spec archive.md §4: cell values not starting with n, u or E are logged as unknown
    for (const unknown of matrix.unknown) console.warn('unknown report value', unknown);
  }, [matrix.unknown]);

  return (
    <section className="archive report">
      <h1>{view.title}</h1>
      <ReportMatrix matrix={matrix} />
      <p className="report-legend">{t('archive.legend')}</p>
      <label className="archive-switch">
        <input
          type="checkbox"
          role="switch"
          checked={onlyEventsWithDecisions}
          onChange={(event) => setOnlyEventsWithDecisions(event.target.checked)}
        />
        {t('archive.onlyEventsWithDecisions')}
      </label>
      <div className="button-row">
        <button type="button" className="btn" onClick={() => window.print()}>
          {t('archive.print')}
        </button>
      </div>
      {view.rounds.map((round) => (
        <ReportRound key={round.instanceId} round={round} onlyEventsWithDecisions={onlyEventsWithDecisions} />
      ))}
    </section>
  );
}

/** One round's entries; which rows are printed is the page's own state (the print checkboxes). */
function ReportRound({ round, onlyEventsWithDecisions }: { round: ReportRoundView; onlyEventsWithDecisions: boolean }) {
  const { i18n } = useTranslation();
  const [printChoices, setPrintChoices] = useState<ReadonlyMap<number, boolean>>(new Map());
  const rows = round.entries.filter((row) => !onlyEventsWithDecisions || row.eventWithDecision);
  const printed = (index: number) => printChoices.get(index) ?? (round.entries.find((row) => row.index === index)?.entry.print !== false);
  return (
    <section className={rows.some((row) => printed(row.index)) ? undefined : 'no-print'}>
      <h2>
        {round.mrName} · {formatDateTime(round.creationTime, uiLocale(i18n.language))}
      </h2>
      <EntryTable
        instanceId={round.instanceId}
        rows={rows}
        orders={round.orders}
        imagesShown={round.imagesShown}
        printed={printed}
        onPrint={(index, print) => setPrintChoices(new Map(printChoices).set(index, print))}
      />
    </section>
  );
}
