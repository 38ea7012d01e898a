import { useTranslation } from 'react-i18next';
import { formatCoordinate } from '../../../../shared/format/number';
import { currentPosition } from '../../../state/mobile/position';
import { editEntryPart } from '../../../state/mobile/round-actions';
import { useRoundView } from '../../../state/mobile/use-round-view';

/** spec entry.md §2: capture of the station's own location with high accuracy, kept in the station remark. */
export function StationLocation({ row }: { row: number }) {
  const { t } = useTranslation();
  const remark = useRoundView().round.entries[row].staRemark;
  const capture = async () => {
    const location = await currentPosition();
    if (location) editEntryPart(row, 'staRemark', { location });
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
