// The printed protocol of an offline round (spec entry.md §1 "print a protocol of a round", §9 printout flags).
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../../shared/format/date';
import { isValidNumber } from '../../../../shared/format/number';
import type { OfflineRound } from '../../../../shared/contract';
import type { ProtocolContent } from '../../../components/print/PrintProtocol';
import { valueText } from './OverviewTable';

/** Every entry in round order; the remarks of stations and series, and of the round. The number is the copy's instanceId. */
export function roundProtocol(round: OfflineRound, t: TFunction): ProtocolContent {
  const station = (staName: string, staNumber: string) => `${staName} (${staNumber})`;
  const remarks = round.entries.flatMap((entry) => [
    ...(entry.staRemark?.text ? [`${station(entry.staName, entry.staNumber)}: ${entry.staRemark.text}`] : []),
    ...(entry.tsRemark?.text ? [`${station(entry.staName, entry.staNumber)} ${entry.tsParameter}: ${entry.tsRemark.text}`] : []),
  ]);
  return {
    title: round.mrName,
    details: round.mrTeam ? [t('print.team', { team: round.mrTeam })] : [],
    protocolNumber: round.instanceId,
    columns: (['staOrdinal', 'station', 'tsParameter', 'value', 'dt'] as const).map((column) => t(`mobile.column.${column}`)),
    rows: round.entries.map((entry) => [
      entry.staOrdinal === undefined ? '' : String(entry.staOrdinal),
      station(entry.staName, entry.staNumber),
      entry.tsParameter,
      isValidNumber(entry.value) || isValidNumber(entry.valueCalculated) ? valueText(entry) : '',
      entry.dt ? formatDateTime(entry.dt) : '',
    ]),
    remarks: [...new Set(remarks), ...(round.mrRemark ? [`${t('mobile.roundRemark')}: ${round.mrRemark}`] : [])],
  };
}
