import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { DEFAULT_STATION_TITLE } from '../../../../shared/config/settings';
import { renderStationTitle } from '../../../../shared/config/station-title';
import { formatCoordinate } from '../../../../shared/format/number';
import { store } from '../../../state/store';
import { useStation } from '../use-station';
import { useRoundView } from '../../../state/mobile/use-round-view';
import { Facilities } from './Facilities';

/** spec entry.md §2 Mobile metadata: the station's attributes and coordinates (as text) and its devices. */
export function Metadata() {
  const { t } = useTranslation();
  const { settings } = useSnapshot(store);
  const { station } = useStation();
  const entries = useRoundView().round.entries;
  if (!station) return <Redirect to="/list" replace />;
  const first = entries[station.rows[0]];
  const attributes = Object.entries(first.staMetadata ?? {});
  return (
    <div className="metadata">
      <h2>{renderStationTitle(settings?.stationTitle ?? DEFAULT_STATION_TITLE, first)}</h2>
      <h3>{t('mobile.coordinates')}</h3>
      <dl className="attributes">
        <dt>{t('mobile.latitude')}</dt>
        <dd>{formatCoordinate(first.staLocation?.latitude)}</dd>
        <dt>{t('mobile.longitude')}</dt>
        <dd>{formatCoordinate(first.staLocation?.longitude)}</dd>
      </dl>
      <h3>{t('mobile.attributes')}</h3>
      {attributes.length === 0 ? (
        <p className="hint">{t('mobile.noAttributes')}</p>
      ) : (
        <dl className="attributes">
          {attributes.map(([name, value]) => (
            <div key={name} className="attribute">
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <Facilities station={station} />
    </div>
  );
}
