// The printed protocol of a meteo month (spec entry.md §2 Meteo input "print and post buttons", §9 printout flags).
import type { TFunction } from 'i18next';
import { formatNumber, isValidNumber } from '../../../shared/format/number';
import type { MeteoField, MeteoRow } from '../../../shared/contract';
import type { ProtocolContent } from '../../components/print/PrintProtocol';

interface MeteoMonth {
  mrId: string;
  mrName: string;
  staNumber: string;
  stationTitle: string;
  /** yyyy-MM */
  month: string;
  monthTitle: string;
  fields: readonly MeteoField[];
  rows: readonly MeteoRow[];
}

const number = (value: number | null | undefined) => (isValidNumber(value) ? formatNumber(value) : '');

/** One line per day with the columns of the screen; the day remarks are listed below. Number: group/station/month. */
export function meteoProtocol(month: MeteoMonth, t: TFunction): ProtocolContent {
  const day = (row: MeteoRow) => `${row.day.slice(8, 10)}.${row.day.slice(5, 7)}.`;
  return {
    title: month.mrName,
    details: [t('print.station', { station: month.stationTitle }), t('print.month', { month: month.monthTitle })],
    protocolNumber: `${month.mrId}/${month.staNumber}/${month.month}`,
    columns: [
      t('meteo.day'),
      t('meteo.time'),
      ...month.fields.flatMap((field) => (field === 'precipitation' ? [t('meteo.precipitation'), t('meteo.precipitationType')] : [t(`meteo.${field}`)])),
    ],
    rows: month.rows.map((row) => [
      day(row),
      row.time,
      ...month.fields.flatMap((field) => (field === 'precipitation' ? [number(row.precipitation), row.precipitationType ?? ''] : [number(row[field])])),
    ]),
    remarks: month.rows.filter((row) => row.remark).map((row) => `${day(row)}: ${row.remark}`),
  };
}
