import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useParams, useSearch } from 'wouter';
import { formatDateTime } from '../../../shared/format/date';
import type { CompletedMeasureRound } from '../../../shared/model';
import { areArchiveImagesShown } from '../../../shared/rules/archive-images';
import { buildReportMatrix, reportEntries, reportTitle } from '../../../shared/rules/report';
import { uiLocale } from '../../i18n/ui-locale';
import { useReportRounds } from '../../state/archive/use-report-rounds';
import { store } from '../../state/store';
import { EntryTable } from './EntryTable';
import { LoadFailure } from './LoadFailure';
import { SkippedRecords } from '../../components/SkippedRecords';
import { ReportMatrix } from './ReportMatrix';
import './archive.css';

/** spec archive.md §2 Report (route /archive/report/{instanceIds}?title=…). */
export default function ArchiveReport() {
  const { t } = useTranslation();
  const { ids = '' } = useParams<{ ids: string }>();
  const queryTitle = new URLSearchParams(useSearch()).get('title') ?? undefined;
  const load = useReportRounds(ids.split(',').filter(Boolean));
  const [rounds, setRounds] = useState<CompletedMeasureRound[]>();

  useEffect(() => {
    if (load.status === 'loaded') setRounds(load.rounds);
  }, [load]);

  if (load.status === 'failed') return <LoadFailure error={load.error} />;
  if (!rounds) return <p>{t('app.loading')}</p>;

  const setPrint = (instanceId: string, index: number, print: boolean) =>
    setRounds(
      rounds.map((round) =>
        round.instanceId !== instanceId
          ? round
          : { ...round, entries: round.entries.map((entry, position) => (position === index ? { ...entry, print } : entry)) },
      ),
    );
  return (
    <>
      {load.status === 'loaded' && <SkippedRecords skipped={load.skipped} />}
      <ReportView title={reportTitle(queryTitle, rounds)} rounds={rounds} onPrint={setPrint} />
    </>
  );
}

interface ReportViewProps {
  title: string;
  rounds: CompletedMeasureRound[];
  onPrint: (instanceId: string, index: number, print: boolean) => void;
}

function ReportView({ title, rounds, onPrint }: ReportViewProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { settings } = useSnapshot(store);
  const [onlyEventsWithDecisions, setOnlyEventsWithDecisions] = useState(false);
  const matrix = buildReportMatrix(rounds, onlyEventsWithDecisions);

  useEffect(() => {
    // spec archive.md §4: cell values not starting with n, u or E are logged as unknown
    for (const unknown of matrix.unknown) console.warn('unknown report value', unknown);
  }, [matrix.unknown]);

  return (
    <section className="archive report">
      <h1>{title}</h1>
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
      {rounds.map((round) => {
        const shown = new Set(reportEntries(round, onlyEventsWithDecisions));
        const rows = round.entries.map((entry, index) => ({ entry, index })).filter(({ entry }) => shown.has(entry));
        return (
          <section key={round.instanceId} className={rows.some(({ entry }) => entry.print !== false) ? undefined : 'no-print'}>
            <h2>
              {round.mrName} · {formatDateTime(round.creationTime, locale)}
            </h2>
            <EntryTable
              instanceId={round.instanceId}
              rows={rows}
              imagesShown={areArchiveImagesShown(round.creationTime, settings?.showArchiveImages ?? 0, new Date())}
              onPrint={(index, print) => onPrint(round.instanceId, index, print)}
            />
          </section>
        );
      })}
    </section>
  );
}
