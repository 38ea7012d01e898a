import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { InstanceId } from '../../../shared/contract/ids';
import type { CompletedMeasureRound } from '../../../shared/schema/archive';
import type { DecisionProgress } from '../../../shared/rules/decisions';
import { uiLocale } from '../../i18n/ui-locale';
import { keepDecisionTeam, submitDecisions } from '../../state/archive/archive-actions';
import { store } from '../../state/store';

interface DecisionFormProps {
  instanceId: InstanceId;
  round: CompletedMeasureRound;
  progress: DecisionProgress;
  /** the team typed earlier and kept with the unsaved decisions (also over a reload) */
  keptTeam?: string;
  onSubmitted: () => void;
  /** another decider was first: the round is shown afresh */
  onStale: () => void;
}

/**
 * spec archive.md §4: the team of the decision and the submit button (shown only when a decision is
 * required); while posting the button is disabled and shows a spinner. Issue 33: a decision of none of the
 * relevant entries is not sent, one of some of them only after the user confirms it.
 */
export function DecisionForm({ instanceId, round, progress, keptTeam, onSubmitted, onStale }: DecisionFormProps) {
  const { t, i18n } = useTranslation();
  const { serverInfo } = useSnapshot(store);
  const [team, setTeam] = useState(keptTeam ?? serverInfo?.username ?? '');
  const [submitting, setSubmitting] = useState(false);
  const [asking, setAsking] = useState<'nothing' | 'incomplete'>();
  const changeTeam = (typed: string) => {
    setTeam(typed);
    keepDecisionTeam(instanceId, typed);
  };
  const submit = async () => {
    setAsking(undefined);
    setSubmitting(true);
    const outcome = await submitDecisions({ instanceId, mrName: round.mrName }, team, uiLocale(i18n.language));
    setSubmitting(false);
    if (outcome === 'posted') onSubmitted();
    if (outcome === 'taken') onStale();
  };
  const ask = () => {
    if (progress.decided === 0 && progress.relevant > 0) setAsking('nothing');
    else if (progress.decided < progress.relevant) setAsking('incomplete');
    else void submit();
  };
  const counts = { decided: progress.decided, relevant: progress.relevant };
  return (
    <div className="decision-form">
      <div className="button-row">
        <label className="field">
          {t('archive.decisionTeam')}
          <input type="text" value={team} onChange={(event) => changeTeam(event.target.value)} />
        </label>
        <button type="button" className="btn btn-primary" disabled={submitting} onClick={ask}>
          {submitting && <span className="spinner" aria-hidden="true" />}
          {submitting ? t('archive.submitting') : t('archive.submit')}
        </button>
      </div>
      {asking === 'nothing' && (
        <p className="alert alert-warning" role="alert">
          {t('archive.nothingDecided', counts)}
        </p>
      )}
      {asking === 'incomplete' && (
        <div className="alert alert-warning" role="alertdialog" aria-label={t('archive.submit')}>
          <p>{t('archive.incompleteQuestion', counts)}</p>
          <div className="button-row">
            <button type="button" className="btn btn-primary" onClick={() => void submit()}>
              {t('archive.submitAnyway')}
            </button>
            <button type="button" className="btn" onClick={() => setAsking(undefined)}>
              {t('archive.keepDeciding')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
