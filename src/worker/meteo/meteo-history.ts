// The stored values of the meteo series as historic values (the history is loaded as columns).
import type { HistoricValue } from '../../shared/schema/timeseries';
import type { HistoryResult } from '../../shared/contract';

export function historicValues(history: HistoryResult): HistoricValue[] {
  return history.series.flatMap((series) => {
    const remarks = new Map(series.remarks.map((remark) => [remark.index, remark]));
    return Array.from(series.t, (time, index): HistoricValue => {
      const value = series.v[index];
      const remark = remarks.get(index);
      return {
        tsId: series.tsId,
        dt: new Date(time).toISOString(),
        value: Number.isNaN(value) ? null : value,
        staRemark: remark?.staRemark,
        tsRemark: remark?.tsRemark,
      };
    });
  });
}

/** The latest value of a series before an instant (ISO), or undefined. */
export function lastValueBefore(values: readonly HistoricValue[], tsId: string | undefined, before: string): number | null | undefined {
  let latest: HistoricValue | undefined;
  for (const value of values) {
    if (value.tsId === tsId && value.dt < before && (!latest || value.dt > latest.dt)) latest = value;
  }
  return latest?.value;
}
