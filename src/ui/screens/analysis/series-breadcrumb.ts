import type { Entry } from '../../../shared/schema/entry';

/** spec archive.md §2 Charts: site name, station name and number, parameter, timeseries name (missing parts left out). */
export function seriesBreadcrumb(entry: Pick<Entry, 'siteName' | 'staName' | 'staNumber' | 'tsParameter' | 'tsName'>): string[] {
  return [entry.siteName, `${entry.staName} (${entry.staNumber})`, entry.tsParameter, entry.tsName].filter((part): part is string => Boolean(part));
}
