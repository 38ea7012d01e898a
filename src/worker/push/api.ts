// The push domain's door: the typed subscription channel every pushed view travels on (contract: shared/contract/push.ts).
import type { PushApi } from '../../shared/contract';
import { readEarly } from './streamed-reads';
import { subscribe, unsubscribe } from './subscriptions';

export const pushApi = { subscribe, unsubscribe, readEarly } satisfies PushApi;
