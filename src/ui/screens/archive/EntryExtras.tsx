// The detail blocks of a completed entry (spec archive.md §2/§3): discharge data, depth profile, facilities.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { formatNumber } from '../../../shared/format/number';
import type { CompletedEntry } from '../../../shared/schema/archive';
import { uiLocale } from '../../i18n/ui-locale';

export function EntryExtras({ entry }: { entry: CompletedEntry }) {
  return (
    <>
      <DischargeDetails entry={entry} />
      <DepthProfileTable entry={entry} />
      <FacilityList entry={entry} />
    </>
  );
}

function DischargeDetails({ entry }: { entry: CompletedEntry }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const protocol = entry.dischargeProtocol;
  const measurement = entry.dischargeValue;
  const meterName = protocol?.meter ?? measurement?.meterMeasurement?.meter?.name;
  if (!protocol && measurement?.estimate === undefined && !meterName) return null;
  return (
    <div className="discharge-details">
      <strong>{t('archive.discharge')}</strong>
      {protocol && (
        <div>
          {formatDateTime(protocol.dt, locale)} · {t('archive.gauge')} {formatNumber(protocol.gauge, locale)} {protocol.gaugeUnit} ·{' '}
          {formatNumber(protocol.discharge, locale)} {protocol.dischargeUnit}
        </div>
      )}
      {measurement?.estimate !== undefined && (
        <div>
          {t('archive.estimate')} {formatNumber(measurement.estimate, locale)}
        </div>
      )}
      {meterName && (
        <div>
          {t('archive.meter')} {meterName}
        </div>
      )}
      {protocol?.remark && <div className="remark-cell">{protocol.remark}</div>}
    </div>
  );
}

function DepthProfileTable({ entry }: { entry: CompletedEntry }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  if (!entry.depthProfile?.length) return null;
  return (
    <table className="sub-table depth-profile">
      <caption>{t('archive.depthProfile')}</caption>
      <thead>
        <tr>
          <th>{t('archive.depth')}</th>
          <th>{t('archive.depthAbsolute')}</th>
          <th>{t('archive.waterTemperature')}</th>
          <th>{t('archive.conductivity')}</th>
        </tr>
      </thead>
      <tbody>
        {entry.depthProfile.map((row, index) => (
          <tr key={index}>
            <td>{formatNumber(row.depthM, locale)}</td>
            <td>{formatNumber(row.depthAbsoluteM, locale)}</td>
            <td>{formatNumber(row.wt, locale, 1)}</td>
            <td>{formatNumber(row.lfkt, locale, 0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FacilityList({ entry }: { entry: CompletedEntry }) {
  const { t } = useTranslation();
  if (!entry.staFacilities?.length) return null;
  return (
    <div className="facilities">
      <strong>{t('archive.facilities')}</strong>
      <ul>
        {entry.staFacilities.map((facility) => (
          <li key={facility.number}>
            {[facility.name, facility.number, facility.model?.type, facility.model?.manufacturer, facility.model?.name].filter(Boolean).join(' · ')}
            {facility.$action && <span className="badge">{facility.$action}</span>}
            {facility.$invalid && <div className="facility-invalid">{facility.$invalid}</div>}
          </li>
        ))}
      </ul>
    </div>
  );
}
