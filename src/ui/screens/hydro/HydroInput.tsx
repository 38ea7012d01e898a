import { asMrId } from '../../../shared/contract/ids';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ruleMessageText } from '../../i18n/rule-message';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { useRouteParams } from '../../app/route-params';
import { renderStationTitle } from '../../../shared/config/station-title';
import type { Settings } from '../../../shared/schema/settings';
import type { RoundView } from '../../../shared/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DateTimeInput } from '../../components/DateTimeInput';
import { mobileStore } from '../../state/mobile/mobile-store';
import { setStationTime, setStationTimeNow } from '../../state/mobile/station-actions';
import { useRoundView } from '../../state/mobile/use-round-view';
import { useSeriesHistory } from '../../state/online-entry/series-history';
import { postOnlineSession } from '../../state/online-entry/online-session';
import { useOnlineSession } from '../../state/online-entry/use-online-session';
import { store } from '../../state/store';
import { StationRemark } from '../mobile/input/StationRemark';
import { HydroSeries } from './HydroSeries';
import { StationPhoto } from './StationPhoto';
import '../stations/online-input.css';

/** spec entry.md §2 Hydro input (route /hydro/{group}); the station is chosen with ?station={staNumber}, default the first. */
export default function HydroInput() {
  const { t, i18n } = useTranslation();
  const { group = '' } = useRouteParams<{ group: string }>();
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const session = `hydro:${group}`;
  const settings = useSnapshot(store).settings as Settings | undefined;
  const { status, posting } = useSnapshot(mobileStore);
  const view = useRoundView() as RoundView | undefined;
  const [confirming, setConfirming] = useState(false);
  const station = selectedStation(view, search.get('station'));
  const histories = useSeriesHistory(station ? station.rows.map((row) => view!.round.entries[row].tsId) : []);

  const ready = useOnlineSession(asMrId(group), session);

  if (!settings || !ready || status !== 'loaded' || !view) {
    return <p>{ready && status === 'missing' ? t('hydro.loadError') : t('hydro.loading')}</p>;
  }
  const entries = view.round.entries;
  const stations = firstVisits(view);
  if (!station) return <p>{t('hydro.loadError')}</p>;
  const first = entries[station.rows[0]];
  const observer = first.staMetadata?.Beobachter;
  const check = station.hydroPostCheck;

  const post = async () => {
    setConfirming(false);
    if (await postOnlineSession()) {
      navigate('/');
    }
  };

  return (
    <section className="hydro-input">
      <h1>{renderStationTitle(settings.stationTitle, first)}</h1>
      {stations.length > 1 && (
        <label className="field">
          <span>{t('hydro.station')}</span>
          <select aria-label={t('hydro.station')} value={station.staNumber} onChange={(event) => navigate(`/hydro/${encodeURIComponent(group)}?station=${encodeURIComponent(event.target.value)}`)}>
            {stations.map((candidate) => (
              <option key={candidate.staNumber} value={candidate.staNumber}>
                {renderStationTitle(settings.stationTitle, entries[candidate.rows[0]])}
              </option>
            ))}
          </select>
        </label>
      )}
      {observer && <p>{t('hydro.observer', { name: observer })}</p>}
      <div className="date-row">
        <DateTimeInput
          id="hydro-dt"
          label={t('hydro.dateTime')}
          value={first.dt}
          mez={settings.mez}
          warning={ruleMessageText(t, i18n.language, view.rows[station.rows[0]].dateIssue)}
          onChange={(dt) => void setStationTime(view.rows[station.rows[0]].entryKey, dt)}
        />
        {settings.showTimeSetNow && (
          <button type="button" className="btn" onClick={() => void setStationTimeNow(view.rows[station.rows[0]].entryKey)}>
            {t('stations.setTimeNow')}
          </button>
        )}
      </div>
      {settings.showRemark && <StationRemark station={station} />}
      {settings.showMobilePhoto && <StationPhoto station={station} />}
      {station.rows.map((row) => (
        <HydroSeries key={row} entry={entries[row]} row={view.rows[row]} last={histories.get(entries[row].tsId)?.last} />
      ))}
      {!check.ok && <p className="hint">{t(check.reason === 'implausibleDate' ? 'hydro.implausibleDate' : 'hydro.noValue')}</p>}
      <div className="button-row">
        <button type="button" className="btn btn-primary" disabled={!check.ok || posting} onClick={() => setConfirming(true)}>
          {posting ? t('hydro.posting') : t('hydro.post')}
        </button>
      </div>
      {confirming && <ConfirmDialog message={t('hydro.postPrompt')} onConfirm={() => void post()} onCancel={() => setConfirming(false)} />}
    </section>
  );
}

function firstVisits(view: RoundView | undefined) {
  return view ? view.stations.filter((station) => station.visit === 0) : [];
}

function selectedStation(view: RoundView | undefined, staNumber: string | null) {
  const stations = firstVisits(view);
  return stations.find((candidate) => candidate.staNumber === staNumber) ?? stations[0];
}
