import { useTranslation } from 'react-i18next';
import type { DecisionStage } from '../../../shared/rules/decisions';

const STAGE_ROLE = { 1: 'HANDEINGABE_RESPONSIBLE1', 2: 'HANDEINGABE_RESPONSIBLE2' } as const;

/** issue 33, to administrators: the stage the round waits for has no decider any more. */
export function NoDeciderNote({ stage }: { stage: DecisionStage }) {
  const { t } = useTranslation();
  return (
    <p className="alert alert-warning no-decider" role="status">
      {t('archive.noDecider', { stage, role: STAGE_ROLE[stage] })}
    </p>
  );
}
