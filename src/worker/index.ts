// The dedicated worker: joins each domain's door (src/worker/<domain>/api.ts) and exposes them through Comlink.
import { expose } from 'comlink';
import type { WorkerApi } from '../shared/contract';
import { analysisApi } from './analysis/api';
import { archiveApi, archiveRoundsApi } from './archive/api';
import { csvApi } from './csv/api';
import { groupsApi } from './groups/api';
import { historyApi } from './history/api';
import { meteoApi } from './meteo/api';
import { outboxApi } from './outbox/api';
import { permissionsApi } from './permissions/api';
import { preloadApi } from './preload/api';
import { pushApi } from './push/api';
import { roundsApi } from './rounds/api';
import { sessionApi } from './session/api';
import { withCodedErrors } from './util/coded-errors';

const api = {
  ...sessionApi,
  ...groupsApi,
  ...historyApi,
  ...roundsApi,
  ...meteoApi,
  ...outboxApi,
  ...preloadApi,
  ...csvApi,
  ...archiveApi,
  ...archiveRoundsApi,
  ...analysisApi,
  ...permissionsApi,
  ...pushApi,
} satisfies WorkerApi<Blob>;

expose(withCodedErrors(api));
