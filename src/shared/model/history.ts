// spec entry.md §3 / archive.md §3 Historic value
import type { Remark } from './entry';

export interface HistoricValue {
  instanceId?: string;
  tsId: string;
  /** ISO date-time */
  dt: string;
  value: number | null;
  staRemark?: Remark;
  tsRemark?: Remark;
}
