import { useTranslation } from 'react-i18next';
import type { StationView } from '../../../../shared/worker-api';
import { editEntryPart } from '../../../state/mobile/round-actions';
import { RemarkInput } from './RemarkInput';
import { useRoundView } from '../../../state/mobile/use-round-view';

/** The station remark, kept on the station's remark row (the worker names it). */
export function StationRemark({ station }: { station: StationView }) {
  const { t } = useTranslation();
  const view = useRoundView();
  const entries = view.round.entries;
  const row = station.remarkRow;
  if (row === undefined) return null;
  return (
    <RemarkInput
      id={`sta-remark-${row}`}
      label={t('mobile.stationRemark')}
      text={entries[row].staRemark?.text}
      onChange={(text) => editEntryPart(view.rows[row].entryKey, 'staRemark', { text })}
    />
  );
}
