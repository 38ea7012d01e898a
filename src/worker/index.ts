// The dedicated worker: joins each domain's door (src/worker/<domain>/api.ts) and exposes them through Comlink.
// Issue 38: the start's doors (session: init, config, server info; groups: the group selection) are in the worker's
// script; every other door is fetched on its first call (./lazy-door.ts).
import { expose } from 'comlink';
import type { WorkerApi } from '../shared/contract';
import { groupsApi } from './groups/api';
import { lazyDoor } from './lazy-door';
import { sessionApi } from './session/api';
import { withCodedErrors } from './util/coded-errors';

const api = {
  ...sessionApi,
  ...groupsApi,
  ...lazyDoor(() => import('./history/api').then((door) => door.historyApi), [
    'getAnalysisRange', 'findTimeseriesEntry',
  ]),
  ...lazyDoor(() => import('./rounds/api').then((door) => door.roundsApi), [
    'createOfflineRound', 'getRoundUpdate', 'listOfflineRounds', 'listUnreadableRecords', 'editRound',
    'updateTimeseriesData', 'deleteOfflineRounds', 'deleteRound', 'importOfflineRoundFile', 'openOnlineSession',
    'closeOnlineSession', 'addPhoto', 'removePhoto', 'getPhoto',
  ]),
  ...lazyDoor(() => import('./meteo/api').then((door) => door.meteoApi), ['openMeteoMonth', 'editMeteoDay', 'postMeteoMonth']),
  ...lazyDoor(() => import('./outbox/api').then((door) => door.outboxApi), ['postRound', 'cancelPost']),
  ...lazyDoor(() => import('./preload/api').then((door) => door.preloadApi), ['preloadOffline', 'cancelJob']),
  ...lazyDoor(() => import('./csv/api').then((door) => door.csvApi), ['openCsv', 'updateCsv', 'csvPreview', 'postCsv', 'closeCsv']),
  ...lazyDoor(() => import('./archive/api').then((door) => door.archiveApi), [
    'refreshArchive', 'getCompletedRoundPdf', 'getCompletedRoundImage',
  ]),
  ...lazyDoor(() => import('./archive/api').then((door) => door.archiveRoundsApi), [
    'openArchiveRound', 'editArchiveDecision', 'editArchiveTeam', 'decideArchiveRound', 'archiveReport', 'archiveReportRoute', 'archiveCsv',
  ]),
  ...lazyDoor(() => import('./permissions/api').then((door) => door.permissionsApi), [
    'openPermissions', 'permissionsView', 'editPermissions', 'addPermissionUser', 'savePermissions',
  ]),
  ...lazyDoor(() => import('./push/api').then((door) => door.pushApi), ['subscribe', 'unsubscribe', 'readEarly']),
} satisfies WorkerApi<Blob>;

expose(withCodedErrors(api));
