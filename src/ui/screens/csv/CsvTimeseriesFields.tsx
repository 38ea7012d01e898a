import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Entry } from '../../../shared/schema/entry';
import { csvStore } from '../../state/csv/csv-store';

/** spec entry.md §2: station name / station number / parameter / timeseries name / unit */
export function timeseriesLabel(entry: Pick<Entry, 'staName' | 'staNumber' | 'tsParameter' | 'tsName' | 'tsUnit'>): string {
  return [entry.staName, entry.staNumber, entry.tsParameter, entry.tsName, entry.tsUnit].map((part) => part ?? '').join(' / ');
}

/** The timeseries select, the unit override and the team field of the CSV importer. */
export function CsvTimeseriesFields() {
  const { t } = useTranslation();
  const { group, tsId, unitOverride, team } = useSnapshot(csvStore, { sync: true });
  return (
    <div className="csv-fields">
      <label className="field">
        <span>{t('csv.timeseries')}</span>
        <select value={tsId} onChange={(event) => (csvStore.tsId = event.target.value)}>
          <option value="">{t('csv.chooseTimeseries')}</option>
          {group?.entries.map((entry) => (
            <option key={entry.tsId} value={entry.tsId}>
              {timeseriesLabel(entry)}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('csv.unitOverride')}</span>
        <input type="text" value={unitOverride} onChange={(event) => (csvStore.unitOverride = event.target.value)} />
      </label>
      <label className="field">
        <span>{t('csv.team')}</span>
        <input type="text" value={team} onChange={(event) => (csvStore.team = event.target.value)} />
      </label>
    </div>
  );
}
