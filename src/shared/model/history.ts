// spec entry.md §3 / archive.md §3 Historic value
export type { HistoricValue } from '../schema/timeseries';
