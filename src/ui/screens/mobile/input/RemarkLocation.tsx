import { useTranslation } from 'react-i18next';
import { formatCoordinate } from '../../../../shared/format/number';
import type { RemarkTarget } from '../../../../shared/worker-api';
import { currentPosition } from '../../../state/mobile/position';
import { editEntryPart } from '../../../state/mobile/round-actions';
import { useRoundView } from '../../../state/mobile/use-round-view';

/**
 * spec entry.md §2: capture of a location with high accuracy, kept in a remark: the station's own location
 * (input view) or the location of any remark target (photo view).
 */
export function RemarkLocation({ row, remark: field }: { row: number; remark: RemarkTarget['remark'] }) {
  const { t } = useTranslation();
  const view = useRoundView();
  const remark = view.round.entries[row][field];
  const capture = async () => {
    const location = await currentPosition();
    if (location) editEntryPart(view.rows[row].entryKey, field, { location });
  };
  return (
    <div className="station-location button-row">
      <button type="button" className="btn" onClick={() => void capture()}>
        {t('mobile.captureLocation')}
      </button>
      {remark?.location && (
        <span>
          {t('mobile.location', { latitude: formatCoordinate(remark.location.latitude), longitude: formatCoordinate(remark.location.longitude) })}
        </span>
      )}
    </div>
  );
}
