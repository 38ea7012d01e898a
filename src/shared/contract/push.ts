// The push channel (issue 10): the UI subscribes to a topic with `Comlink.proxy(callback)` and receives the topic's
// view at once and again after every change stored in any tab of this device; nothing polls.
import type { MeteoDraftKey, MeteoMonth } from './meteo';
import type { InstanceId } from './ids';
import type { RoundViewUpdate } from './rounds';
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
  /** the transfer tasks of one copy, or of every copy without instanceId */
  | { kind: 'transfers'; instanceId?: InstanceId }
  /** one meteo table: its view after every edit or post of it */
  | { kind: 'meteo'; table: MeteoDraftKey };

export interface TopicViews {
  round: RoundViewUpdate | undefined;
  transfers: TransferStatus[];
  meteo: MeteoMonth;
}

export type TopicView<T extends Topic> = TopicViews[T['kind']];

export interface PushApi {
  /** pushes the topic's current view, then its view after every change stored in any tab; answers the subscription id */
  subscribe<T extends Topic>(topic: T, onView: (view: TopicView<T>) => void): Promise<string>;
  unsubscribe(subscriptionId: string): Promise<void>;
}
