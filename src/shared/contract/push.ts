// The push channel (issue 10): the UI subscribes to a topic with `Comlink.proxy(callback)` and receives the topic's
// view at once and again after every change stored in any tab of this device; nothing polls.
import type { ArchiveQuery, ArchiveState } from './archive';
import type { MeteoDraftKey, MeteoMonth } from './meteo';
import type { PreloadJobProgress } from './preload';
import type { InstanceId } from './ids';
import type { ListedStation, OnlineTableRow, RoundViewUpdate } from './rounds';
import type { StationListOptions } from './station-list-options';
import type { SortState } from '../rules/table-sort';
import type { TransferStatus } from './outbox';

export type Topic =
  /**
   * one copy: its whole view at once, then after every stored change what changed (issue 13; a change this tab's UI
   * already holds is not pushed); undefined once it is gone (posted or deleted)
   */
  | {
      kind: 'round';
      instanceId: InstanceId;
      /** the version of the view the subscriber holds already (issue 13): then no whole view comes first */
      base?: number;
    }
  /** spec entry.md §2 mobile list: the copy's stations the list options show, by distance from the position when one is given */
  | { kind: 'stations'; instanceId: InstanceId; options: StationListOptions }
  /** spec entry.md §2 overview: the copy's rows (indices into round.entries) in the order of the sort; list order without one */
  | { kind: 'overview-order'; instanceId: InstanceId; sort?: SortState }
  /** spec entry.md §2 online table: each row's status and last reading with the history of its series; `day` yyyy-MM-dd */
  | { kind: 'online-table'; instanceId: InstanceId; day: string }
  /** the transfer tasks of one copy, or of every copy without instanceId */
  | { kind: 'transfers'; instanceId?: InstanceId }
  /** one meteo table: its view after every edit or post of it */
  | { kind: 'meteo'; table: MeteoDraftKey }
  /**
   * the archive list's page for the query (issue 11): the stored rows (on the default view the first page before
   * every row is read), then after every refresh, load step and stored change; nothing while no row can be shown yet
   */
  | { kind: 'archive'; query: ArchiveQuery }
  /** the progress of a preload job (preloadOffline), after every step */
  | { kind: 'preload'; jobId: string };

export interface TopicViews {
  round: RoundViewUpdate | undefined;
  stations: ListedStation[];
  'overview-order': number[];
  'online-table': OnlineTableRow[];
  transfers: TransferStatus[];
  meteo: MeteoMonth;
  archive: ArchiveState;
  preload: PreloadJobProgress;
}

export type TopicView<T extends Topic> = TopicViews[T['kind']];

export interface PushApi {
  /**
   * pushes the topic's current view, then its view after every change stored in any tab; answers the subscription id.
   * A subscriber that names the subscription (`subscriptionId`) can end it before the first view arrives: an archive
   * query a further keystroke overtook is then never read.
   */
  subscribe<T extends Topic>(topic: T, onView: (view: TopicView<T>) => void, subscriptionId?: string): Promise<string>;
  unsubscribe(subscriptionId: string): Promise<void>;
}
