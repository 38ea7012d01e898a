import { useTranslation } from 'react-i18next';
import type { StationView } from '../../../shared/contract';
import { addPhoto } from '../../state/mobile/round-actions';
import { useRoundView } from '../../state/mobile/use-round-view';

/** Optional photo capture for the station remark (spec entry.md §2 Hydro input). */
export function StationPhoto({ station }: { station: StationView }) {
  const { t } = useTranslation();
  const view = useRoundView();
  const row = station.remarkRow;
  if (row === undefined) return null;
  const count = view.round.entries[row].staRemark?.images?.length ?? 0;
  return (
    <label className="field">
      <span>
        {t('hydro.photo')} {count > 0 && <span className="badge">{count}</span>}
      </span>
      <input
        type="file"
        accept="image/*"
        capture="environment"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void addPhoto({ entryKey: view.rows[row].entryKey, remark: 'staRemark' }, file);
          event.target.value = '';
        }}
      />
    </label>
  );
}
