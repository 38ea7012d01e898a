// The contract between the UI (main thread) and the dedicated worker (Comlink), one file per domain.
// The worker implements it with `api satisfies WorkerApi<Blob>`; the UI calls it through `wrap<WorkerApi<Blob>>`.
import type { ArchiveApi } from './archive';
import type { ArchiveRoundsApi } from './archive-rounds';
import type { BlobLike } from './blob';
import type { CsvApi } from './csv';
import type { GroupsApi } from './groups';
import type { HistoryApi } from './history';
import type { MeteoApi } from './meteo';
import type { PermissionsApi } from './permissions';
import type { PreloadApi } from './preload';
import type { PushApi } from './push';
import type { RoundsApi } from './rounds';
import type { SessionApi } from './session';
import type { OutboxApi } from './outbox';

export type WorkerApi<FileBlob extends BlobLike = BlobLike> = SessionApi &
  GroupsApi<FileBlob> &
  HistoryApi &
  RoundsApi<FileBlob> &
  MeteoApi &
  OutboxApi &
  PreloadApi &
  CsvApi<FileBlob> &
  ArchiveApi<FileBlob> &
  ArchiveRoundsApi &
  PermissionsApi &
  PushApi;

export type * from './analysis';
export type * from './archive';
export type * from './archive-rounds';
export type * from './blob';
export type * from './csv';
export * from './errors';
export type * from './groups';
export type * from './history';
export type * from './ids';
export type * from './meteo';
export type * from './permissions';
export type * from './preload';
export type * from './push';
export type * from './rounds';
export type * from './session';
export type * from './outbox';
