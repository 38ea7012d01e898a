// issue 38 extension values-compact: a page of the values call in its compact form, decoded into the column form the
// history is built from (src/shared/format/compact-values.ts); a part that does not decode is refused as unreadable.
import { columnsFromCompact } from '../../shared/format/compact-values';
import type { HistoricColumnsPage, HistoricCompactPage } from '../../shared/schema/timeseries';
import { invalidRecord } from '../http/parse-answer';

export function decodedPage(page: HistoricCompactPage): HistoricColumnsPage {
  const series = page.series.map((part) => {
    const decoded = columnsFromCompact(part);
    if ('field' in decoded) throw invalidRecord(`timeseries values of ${part.tsId}`, decoded.field, decoded.message);
    return decoded;
  });
  return { series, ...(page.next !== undefined && { next: page.next }) };
}
