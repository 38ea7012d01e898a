import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation, useParams } from 'wouter';
import type { CompletedMeasureRound } from '../../../shared/model';
import { areArchiveImagesShown } from '../../../shared/rules/archive-images';
import { initialShowOnlyNeedingDecision, isRelevant, userDecisionStage } from '../../../shared/rules/decisions';
import { hasAnyDecision } from '../../../shared/rules/report';
import { downloadPdf } from '../../state/archive/archive-actions';
import { useCompletedRounds } from '../../state/archive/use-completed-rounds';
import { store } from '../../state/store';
import { DecisionForm } from './DecisionForm';
import { DecisionProgressBar } from './DecisionProgressBar';
import type { DecisionPatch } from './DecisionRow';
import { EntryTable } from './EntryTable';
import { LoadFailure } from './LoadFailure';
import { RoundMeta } from './RoundMeta';
import './archive.css';

/** spec archive.md §2 Archive detail (route /archive/{instanceId}). */
export default function ArchiveDetail() {
  const { t } = useTranslation();
  const { instanceId = '' } = useParams<{ instanceId: string }>();
  const load = useCompletedRounds([instanceId]);
  const [, navigate] = useLocation();
  const [round, setRound] = useState<CompletedMeasureRound>();

  useEffect(() => {
    if (load.status === 'loaded') setRound(load.rounds[0]);
  }, [load]);

  if (load.status === 'failed') return <LoadFailure error={load.error} />;
  if (!round) return <p>{t('app.loading')}</p>;

  const updateDecision = (index: number, patch: DecisionPatch) =>
    setRound({ ...round, entries: round.entries.map((entry, position) => (position === index ? { ...entry, ...patch } : entry)) });
  return <DetailView round={round} onDecision={updateDecision} onSubmitted={() => navigate('/archive')} />;
}

interface DetailViewProps {
  round: CompletedMeasureRound;
  onDecision: (index: number, patch: DecisionPatch) => void;
  onSubmitted: () => void;
}

function DetailView({ round, onDecision, onSubmitted }: DetailViewProps) {
  const { t } = useTranslation();
  const { settings } = useSnapshot(store);
  const [onlyNeedingDecision, setOnlyNeedingDecision] = useState(() => initialShowOnlyNeedingDecision(round));
  const [printHeader, setPrintHeader] = useState('');
  const stage = userDecisionStage(round);
  const rows = round.entries
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => !onlyNeedingDecision || isRelevant(entry, round));
  const imagesShown = areArchiveImagesShown(round.creationTime, settings?.showArchiveImages ?? 0, new Date());

  return (
    <section className="archive">
      <h1>{round.mrName}</h1>
      <div className="button-row">
        <button type="button" className="btn" onClick={() => void downloadPdf(round)}>
          {t('archive.pdf')}
        </button>
      </div>
      {round.entries.some(hasAnyDecision) && (
        <label className="field">
          {t('archive.printHeader')}
          <textarea className="print-header" value={printHeader} onChange={(event) => setPrintHeader(event.target.value)} />
          <span className="print-header-text">{printHeader}</span>
        </label>
      )}
      <label className="archive-switch">
        <input type="checkbox" role="switch" checked={onlyNeedingDecision} onChange={(event) => setOnlyNeedingDecision(event.target.checked)} />
        {t('archive.showOnlyNeedingDecision')}
      </label>
      <RoundMeta round={round} />
      {stage !== undefined && <DecisionProgressBar round={round} />}
      <EntryTable instanceId={round.instanceId} rows={rows} imagesShown={imagesShown} stage={stage} onDecision={onDecision} />
      {stage !== undefined && <DecisionForm round={round} onSubmitted={onSubmitted} />}
    </section>
  );
}
