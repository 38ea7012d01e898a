// spec archive.md §2 Remarks: per station its tasks, remarks from the history of its timeseries, battery voltage and
// data collector. A station remark is stored with each of the station's readings, so equal remarks are shown once.
import type { StationRemarks } from '../../shared/contract/analysis';
import type { HistorySeries } from '../../shared/contract/history';
import type { Entry } from '../../shared/schema/entry';
import { analysisRemarks, stationDeviceInfo } from '../../shared/rules/analysis';

export function stationRemarks(entries: readonly Entry[], series: readonly HistorySeries[], filter: string, now: Date): StationRemarks[] {
  const seriesById = new Map(series.map((one) => [one.tsId, one]));
  const stations = new Map<string, { entries: Entry[] }>();
  for (const entry of entries) {
    const station = stations.get(entry.staNumber) ?? { entries: [] };
    station.entries.push(entry);
    stations.set(entry.staNumber, station);
  }
  return [...stations.values()].map(({ entries: stationEntries }) => {
    const first = stationEntries[0];
    const tasks = unique(stationEntries.flatMap((entry) => entry.staTasks ?? []), (task) => task.taskId ?? `${task.taskType}|${task.text}`);
    const remarks = unique(
      stationEntries.flatMap((entry) => historyRemarks(seriesById.get(entry.tsId))),
      (remark) => `${remark.dt}|${remark.text}`,
    );
    return {
      staNumber: first.staNumber,
      staName: first.staName,
      tasks,
      remarks: analysisRemarks(remarks, now, filter),
      ...stationDeviceInfo(first.staMetadata),
    };
  });
}

function historyRemarks(series: HistorySeries | undefined): { dt: string; text: string }[] {
  if (!series) return [];
  return series.remarks.flatMap(({ index, staRemark, tsRemark }) => {
    const dt = new Date(series.t[index]).toISOString();
    return [staRemark?.text, tsRemark?.text].filter((text): text is string => Boolean(text?.trim())).map((text) => ({ dt, text }));
  });
}

function unique<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}
