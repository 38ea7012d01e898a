import { useTranslation } from 'react-i18next';
import { DECISION_STAGE_ROLE } from '../../../shared/api';
import type { DecisionStage } from '../../../shared/rules/decisions';

/** issue 33, to administrators: the stage the round waits for has no decider any more. */
export function NoDeciderNote({ stage }: { stage: DecisionStage }) {
  const { t } = useTranslation();
  return (
    <p className="alert alert-warning no-decider" role="status">
      {t('archive.noDecider', { stage, role: DECISION_STAGE_ROLE[stage] })}
    </p>
  );
}
