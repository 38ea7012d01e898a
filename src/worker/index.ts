// The dedicated worker: exposes the WorkerApi through Comlink. Wiring only; each capability is its own module.
import { expose } from 'comlink';
import type { WorkerApi } from '../shared/worker-api';
import { getConfig } from './config/get-config';
import { listGroups } from './groups/list-groups';
import { loadHistory } from './history/load-history';
import { startSession } from './http/session';
import { getServerInfo } from './info/get-server-info';
import { transferHistory } from './util/transfer';

const api = {
  async init(context, tokenProvider) {
    startSession(context, tokenProvider);
  },
  getConfig,
  getServerInfo,
  listGroups,
  async getHistory(tsIds) {
    return transferHistory(await loadHistory(tsIds));
  },
} satisfies WorkerApi;

expose(api);
