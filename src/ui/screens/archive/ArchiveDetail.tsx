import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useRouteParams } from '../../app/route-params';
import { asInstanceId, type InstanceId } from '../../../shared/contract/ids';
import type { ArchiveRoundView, DecisionPatch } from '../../../shared/contract/archive-rounds';
import { uiLocale } from '../../i18n/ui-locale';
import { downloadPdf } from '../../state/archive/archive-actions';
import { useArchiveRound } from '../../state/archive/use-archive-round';
import { DecisionForm } from './DecisionForm';
import { DecisionProgressBar } from './DecisionProgressBar';
import { EntryTable } from './EntryTable';
import { LoadFailure } from './LoadFailure';
import { NoDeciderNote } from './NoDeciderNote';
import { RoundMeta } from './RoundMeta';
import './archive.css';

/** spec archive.md §2 Archive detail (route /archive/{instanceId}); the worker answers the round's view. */
export default function ArchiveDetail() {
  const { t, i18n } = useTranslation();
  const instanceId = asInstanceId(useRouteParams<{ instanceId: string }>().instanceId ?? '');
  const { load, editDecision, reload } = useArchiveRound(instanceId, uiLocale(i18n.language));
  const [, navigate] = useLocation();

  if (load.status === 'failed') return <LoadFailure error={load.error} />;
  if (load.status === 'loading') return <p>{t('app.loading')}</p>;
  return <DetailView key={instanceId} instanceId={instanceId} view={load.view} onDecision={editDecision} onSubmitted={() => navigate('/archive')} onStale={reload} />;
}

interface DetailViewProps {
  instanceId: InstanceId;
  view: ArchiveRoundView;
  onDecision: (index: number, patch: DecisionPatch) => void;
  onSubmitted: () => void;
  /** another decider was first: show the round afresh */
  onStale: () => void;
}

function DetailView({ instanceId, view, onDecision, onSubmitted, onStale }: DetailViewProps) {
  const { t, i18n } = useTranslation();
  const { round, stage } = view;
  const [onlyNeedingDecision, setOnlyNeedingDecision] = useState(view.onlyNeedingDecisionAtStart);
  const [printHeader, setPrintHeader] = useState('');
  const rows = view.entries.filter((row) => !onlyNeedingDecision || row.needsDecision);

  return (
    <section className="archive">
      <h1>{round.mrName}</h1>
      <div className="button-row">
        <button type="button" className="btn" onClick={() => void downloadPdf({ instanceId, mrName: round.mrName }, uiLocale(i18n.language))}>
          {t('archive.pdf')}
        </button>
        <button type="button" className="btn" onClick={() => window.print()}>
          {t('archive.print')}
        </button>
      </div>
      {view.hasDecisions && (
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
      {stage !== undefined && <DecisionProgressBar progress={view.progress} />}
      <EntryTable instanceId={instanceId} rows={rows} orders={view.orders} imagesShown={view.imagesShown} onDecision={onDecision} />
      {round.pendingStageWithoutDecider !== undefined && <NoDeciderNote stage={round.pendingStageWithoutDecider} />}
      {stage !== undefined && (
        <DecisionForm instanceId={instanceId} round={round} progress={view.progress} keptTeam={view.team} onSubmitted={onSubmitted} onStale={onStale} />
      )}
    </section>
  );
}
