import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { CompletedMeasureRound } from '../../../shared/model';
import { keepDecisionTeam, submitDecisions } from '../../state/archive/archive-actions';
import { store } from '../../state/store';

interface DecisionFormProps {
  round: CompletedMeasureRound;
  /** the team typed earlier and kept with the unsaved decisions (also over a reload) */
  keptTeam?: string;
  onSubmitted: () => void;
}

/**
 * spec archive.md §4: the team of the decision and the submit button (shown only when a decision is
 * required); while posting the button is disabled and shows a spinner.
 */
export function DecisionForm({ round, keptTeam, onSubmitted }: DecisionFormProps) {
  const { t } = useTranslation();
  const { serverInfo } = useSnapshot(store);
  const [team, setTeam] = useState(keptTeam ?? serverInfo?.username ?? '');
  const [submitting, setSubmitting] = useState(false);
  const changeTeam = (typed: string) => {
    setTeam(typed);
    keepDecisionTeam(round.instanceId, typed);
  };
  const submit = async () => {
    setSubmitting(true);
    const posted = await submitDecisions(round, team);
    setSubmitting(false);
    if (posted) onSubmitted();
  };
  return (
    <div className="button-row decision-form">
      <label className="field">
        {t('archive.decisionTeam')}
        <input type="text" value={team} onChange={(event) => changeTeam(event.target.value)} />
      </label>
      <button type="button" className="btn btn-primary" disabled={submitting} onClick={() => void submit()}>
        {submitting && <span className="spinner" aria-hidden="true" />}
        {submitting ? t('archive.submitting') : t('archive.submit')}
      </button>
    </div>
  );
}
