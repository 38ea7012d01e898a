import { asDate } from '../../../shared/format/date';
import { parseDecimal } from '../../../shared/format/number';

/** The reading named by the query `date` (ISO) and `value` of /timeseriesChart, when both are readable. */
export function markedReading(search: string): { time: number; value: number } | undefined {
  const query = new URLSearchParams(search);
  const time = asDate(query.get('date'))?.getTime();
  const value = parseDecimal(query.get('value'));
  return time === undefined || value === undefined ? undefined : { time, value };
}
