import { asMrId } from '../../../shared/contract/ids';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { useRouteParams } from '../../app/route-params';
import { format, isValid } from 'date-fns';
import { DATE_LOCALES } from '../../../shared/format/date-locales';
import type { NumberLocale } from '../../../shared/format/number';
import { showsFooterHeader } from '../../format/meteo-table';
import type { MeteoMonthView } from '../../../shared/contract';
import { requireLogin } from '../../auth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { uiLocale } from '../../i18n/ui-locale';
import { closeMeteo, editMeteoDay, openMeteo, postMeteo } from '../../state/meteo/meteo-actions';
import { meteoStore } from '../../state/meteo/meteo-store';
import { DayStepper } from './DayStepper';
import { MeteoHeader } from './MeteoHeader';
import { meteoProtocol } from './meteo-protocol';
import { PrintProtocol } from '../../components/print/PrintProtocol';
import { MeteoRowView } from './MeteoRowView';
import { useNarrowScreen } from './use-narrow-screen';
import '../stations/online-input.css';

/** spec entry.md §2 Meteo input (route /meteo/{group}/{month}); the station is chosen with ?station={staNumber}. */
export default function MeteoInput() {
  const { t, i18n } = useTranslation();
  const { group = '', date = '' } = useRouteParams<{ group: string; date: string }>();
  const month = date.slice(0, 7);
  const station = new URLSearchParams(useSearch()).get('station') ?? undefined;
  const [, navigate] = useLocation();
  const state = useSnapshot(meteoStore, { sync: true });
  const view = state.view as MeteoMonthView | undefined;
  const narrow = useNarrowScreen();
  const [day, setDay] = useState<number>();
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!requireLogin()) return;
    setDay(undefined);
    void openMeteo(asMrId(group), month, station);
    return closeMeteo;
  }, [group, month, station]);

  if (state.status === 'noParameters' || state.status === 'failed') return null;
  // until the effect has started loading this month, the store may still hold the previous one
  if (state.status !== 'loaded' || !view || view.mrId !== group || view.month !== month) return <p>{t('meteo.loading')}</p>;

  const days = view.days;
  const dayIndex = day ?? view.firstOpenDay;
  const shown = narrow ? days.slice(dayIndex, dayIndex + 1) : days;
  const stationTitle = view.stations.find((candidate) => candidate.staNumber === view.staNumber)?.title ?? '';

  return (
    <section className="meteo-input">
      <h1>{t('meteo.title', { name: view.mrName, month: monthTitle(month, uiLocale(i18n.language)) })}</h1>
      {view.stations.length > 1 && (
        <label className="field">
          <span>{t('meteo.station')}</span>
          <select aria-label={t('meteo.station')} value={view.staNumber} onChange={(event) => navigate(`/meteo/${encodeURIComponent(group)}/${month}?station=${encodeURIComponent(event.target.value)}`)}>
            {view.stations.map((candidate) => (
              <option key={candidate.staNumber} value={candidate.staNumber}>
                {candidate.title}
              </option>
            ))}
          </select>
        </label>
      )}
      {narrow && <DayStepper rowCount={days.length} index={dayIndex} onChange={setDay} />}
      <div className="entry-table-wrap">
        <table className={`entry-table meteo-table${narrow ? ' one-day' : ''}`}>
          <thead>
            <MeteoHeader fields={view.fields} />
          </thead>
          <tbody>
            {shown.map((shownDay) => (
              <MeteoRowView
                key={shownDay.row.day}
                day={shownDay}
                fields={view.fields}
                precipitationTypes={view.precipitationTypes}
                onEdit={(edit) => void editMeteoDay(shownDay.row.day, edit)}
              />
            ))}
          </tbody>
          {showsFooterHeader(shown.length) && (
            <tfoot>
              <MeteoHeader fields={view.fields} />
            </tfoot>
          )}
        </table>
      </div>
      <div className="button-row">
        <button
          type="button"
          className="btn"
          onClick={() => window.print()}
        >
          {t('meteo.print')}
        </button>
        <button type="button" className="btn btn-primary" disabled={!view.canPost || state.posting} onClick={() => setConfirming(true)}>
          {state.posting ? t('meteo.posting') : t('meteo.post')}
        </button>
      </div>
      <PrintProtocol
        content={meteoProtocol(
          {
            mrId: group,
            mrName: view.mrName,
            staNumber: view.staNumber,
            stationTitle,
            month,
            monthTitle: monthTitle(month, uiLocale(i18n.language)),
            fields: view.fields,
            rows: days.map((shownDay) => shownDay.row),
          },
          t,
        )}
      />
      {confirming && (
        <ConfirmDialog
          message={t('meteo.postTimeseriesPrompt')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void postMeteo();
          }}
        />
      )}
    </section>
  );
}

/** 'November 2026' for the month yyyy-MM */
function monthTitle(month: string, locale: NumberLocale): string {
  const middle = new Date(`${month}-15T12:00:00`);
  return isValid(middle) ? format(middle, 'LLLL yyyy', { locale: DATE_LOCALES[locale] }) : month;
}
