import { useTranslation } from 'react-i18next';
import type { DecisionProgress } from '../../../shared/rules/decisions';
import { ProgressBar } from '../../components/ProgressBar';

/** spec archive.md §2/§4: decided over relevant entries (the bar keeps a minimum width of 3em, archive.css). */
export function DecisionProgressBar({ progress: { decided, relevant, ratio } }: { progress: DecisionProgress }) {
  const { t } = useTranslation();
  return (
    <div className="archive-progress">
      <ProgressBar percent={Math.round(ratio * 100)} label={t('archive.progress', { decided, relevant })} />
    </div>
  );
}
