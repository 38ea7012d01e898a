import { useT } from '../../../i18n/use-t';
import type { StationView } from '../../../../shared/contract';
import { editEntryPart } from '../../../state/mobile/round-actions';
import { RemarkInput } from './RemarkInput';
import { useRoundSelector } from '../../../state/mobile/use-round-view';

/** The station remark, kept on the station's remark row (the worker names it). */
export function StationRemark({ station }: { station: StationView }) {
  const { t } = useT();
  const row = station.remarkRow;
  const text = useRoundSelector((view) => (row === undefined ? undefined : view.round.entries[row].staRemark?.text));
  const entryKey = useRoundSelector((view) => (row === undefined ? undefined : view.rows[row].entryKey));
  if (row === undefined || entryKey === undefined) return null;
  return (
    <RemarkInput
      id={`sta-remark-${row}`}
      label={t('mobile.stationRemark')}
      text={text}
      onChange={(changed) => editEntryPart(entryKey, 'staRemark', { text: changed })}
    />
  );
}
