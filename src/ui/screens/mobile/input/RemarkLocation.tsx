import { useT } from '../../../i18n/use-t';
import { formatCoordinate } from '../../../../shared/format/number';
import type { RemarkTarget } from '../../../../shared/contract';
import { currentPosition } from '../../../state/mobile/position';
import { editEntryPart } from '../../../state/mobile/round-actions';
import { useRoundSelector } from '../../../state/mobile/use-round-view';

/**
 * spec entry.md §2: capture of a location with high accuracy, kept in a remark: the station's own location
 * (input view) or the location of any remark target (photo view).
 */
export function RemarkLocation({ row, remark: field }: { row: number; remark: RemarkTarget['remark'] }) {
  const { t } = useT();
  const location = useRoundSelector((view) => view.round.entries[row][field]?.location);
  const entryKey = useRoundSelector((view) => view.rows[row].entryKey);
  const capture = async () => {
    const captured = await currentPosition();
    if (captured) editEntryPart(entryKey, field, { location: captured });
  };
  return (
    <div className="station-location button-row">
      <button type="button" className="btn" onClick={() => void capture()}>
        {t('mobile.captureLocation')}
      </button>
      {location && (
        <span>
          {t('mobile.location', { latitude: formatCoordinate(location.latitude), longitude: formatCoordinate(location.longitude) })}
        </span>
      )}
    </div>
  );
}
