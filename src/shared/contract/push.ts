// The push channel (issue 10): the UI subscribes to a topic with `Comlink.proxy(callback)` and receives the topic's
// view at once and again after every change stored in any tab of this device; nothing polls.
import type { ArchiveQuery, ArchiveState } from './archive';
import type { MeteoDraftKey, MeteoMonth } from './meteo';
import type { PreloadJobProgress } from './preload';
import type { AnalysisRemarksView, AnalysisTableView } from './analysis';
import type { WorkerError } from './errors';
import type { ChartHistory } from './history';
import type { InstanceId, TsId } from './ids';
import type { NumberLocale } from '../format/number';
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
  | { kind: 'preload'; jobId: string }
  /**
   * spec entry.md §7 timeseries values, the timeseries chart: the history of the ids in the window of the setting
   * historyYears, read in pieces (ReadPiece)
   */
  | { kind: 'history'; tsIds: TsId[] }
  /**
   * archive.md §2 Analysis views, Charts: the history since 1 January of the third year before (issue 16), each series
   * reduced to `chartColumns` (issue 13); the first `shownFirst` series (the charts on screen) in pieces of their own
   * first (issue 38)
   */
  | { kind: 'analysis-history'; tsIds: TsId[]; chartColumns: number; shownFirst: number }
  /** archive.md §2 Analysis views, table of the round named `groupName` (UNKNOWN_GROUP_NAME when the list has none) */
  | { kind: 'analysis-table'; groupName: string; locale: NumberLocale }
  /** the remarks of that round with `filter`, by default the setting's; a round read before is filtered again, not read */
  | { kind: 'analysis-remarks'; groupName: string; filter?: string };

/**
 * A view read in pieces, each pushed as it is ready (issue 32 item 2: the copy stored on this device first, when one
 * is, then the server's): `last` on the final one. A read that fails ends with its error. Unsubscribing ends the read
 * (its requests are aborted unless another subscription waits for them, issue 32 item 1).
 */
export type ReadPiece<View> = { view: View; last: boolean } | { error: WorkerError };

interface TopicViews {
  round: RoundViewUpdate | undefined;
  stations: ListedStation[];
  'overview-order': number[];
  'online-table': OnlineTableRow[];
  transfers: TransferStatus[];
  meteo: MeteoMonth;
  archive: ArchiveState;
  preload: PreloadJobProgress;
  history: ReadPiece<ChartHistory>;
  'analysis-history': ReadPiece<ChartHistory>;
  'analysis-table': ReadPiece<AnalysisTableView>;
  'analysis-remarks': ReadPiece<AnalysisRemarksView>;
}

export type TopicView<T extends Topic> = TopicViews[T['kind']];

/** the topics read in pieces (history and analysis), known by their view */
export type PiecewiseTopic = { [Kind in Topic['kind']]: TopicViews[Kind] extends ReadPiece<unknown> ? Extract<Topic, { kind: Kind }> : never }[Topic['kind']];

export interface PushApi {
  /**
   * pushes the topic's current view, then its view after every change stored in any tab; answers the subscription id.
   * A subscriber that names the subscription (`subscriptionId`) can end it before the first view arrives: an archive
   * query a further keystroke overtook is then never read.
   */
  subscribe<T extends Topic>(topic: T, onView: (view: TopicView<T>) => void, subscriptionId?: string): Promise<string>;
  unsubscribe(subscriptionId: string): Promise<void>;
  /**
   * issue 38: starts reading a topic read in pieces before its screen subscribes (while the screen's code loads); a
   * subscription to an equal topic within a minute takes the read over with the pieces read meanwhile. An early read
   * nobody took over ends then, or when the next one starts.
   */
  readEarly(topic: PiecewiseTopic): Promise<void>;
}
