import { useTranslation } from 'react-i18next';
import { editEntryPart } from '../../../state/mobile/round-actions';
import { stationRemarkRow } from '../stations';
import { RemarkInput } from './RemarkInput';
import { useRoundView } from '../../../state/mobile/use-round-view';

/** The station remark, kept on the row stationRemarkRow names. */
export function StationRemark({ rows }: { rows: readonly number[] }) {
  const { t } = useTranslation();
  const view = useRoundView();
  const entries = view.round.entries;
  const row = stationRemarkRow(entries, rows);
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
