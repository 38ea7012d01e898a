// State of the monthly meteo table (spec entry.md §2 Meteo input, §4 Meteo rows).
import { proxy } from 'valtio';
import type { MeteoField, MeteoRow } from '../../../shared/rules/meteo-rows';
import type { MeteoSeries } from '../../../shared/rules/meteo-series';
import type { OfflineRound } from '../../../shared/worker-api';

export interface MeteoStation {
  staNumber: string;
  title: string;
}

export interface MeteoState {
  status: 'idle' | 'loading' | 'loaded' | 'noParameters' | 'failed';
  mrId?: string;
  mrName?: string;
  month?: string;
  staNumber?: string;
  stations: MeteoStation[];
  series: MeteoSeries;
  fields: MeteoField[];
  rows: MeteoRow[];
  /** snow height of the last day before the month (the first day's delta) */
  previousMonthSnowHeight?: number | null;
  posting: boolean;
  /** the copy of a post the server did not take: posted again (same instanceId) on the next try */
  unsentCopy?: OfflineRound;
}

export const meteoStore = proxy<MeteoState>({ status: 'idle', stations: [], series: {}, fields: [], rows: [], posting: false });
