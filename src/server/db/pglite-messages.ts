// What the event loop's side (pglite.ts) and the database thread (pglite-host.ts) say to each other.
import type { SqlParam } from './database';

export type PgliteRequest =
  | { id: number; kind: 'query'; sql: string; params: readonly SqlParam[]; transaction?: number }
  | { id: number; kind: 'exec'; sql: string }
  /** answered with the transaction's number once it holds the database */
  | { id: number; kind: 'begin' }
  | { id: number; kind: 'end'; transaction: number; commit: boolean }
  | { id: number; kind: 'close' };

export type PgliteAnswer =
  | { id: number; rows: unknown[] }
  | { id: number; transaction: number }
  | { id: number; done: true }
  | { id: number; error: { message: string; code?: string; detail?: string } };

export interface PgliteThreadData {
  /** undefined: in memory */
  dataDir: string | undefined;
}
