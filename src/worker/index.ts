// The dedicated worker: exposes the WorkerApi through Comlink. Wiring only; each capability is its own module.
import { expose } from 'comlink';
import type { WorkerApi } from '../shared/worker-api';
import { decideArchiveRound, editArchiveDecision, editArchiveTeam, openArchiveRound } from './archive/archive-round';
import { archiveReport, archiveReportRoute } from './archive/archive-report';
import { archiveCsv } from './archive/archive-csv';
import {
  getCompletedRound,
  getCompletedRoundImage,
  getCompletedRoundPdf,
  getCompletedTimeseriesValues,
  getTimeseriesMetadata,
  listCompletedRounds,
  postCompletedRound,
} from './archive/completed-rounds';
import { closeArchive, openArchive, queryArchive, refreshArchive } from './archive/archive-session';
import { addPermissionUser, editPermissions, openPermissions, permissionsView, savePermissions } from './archive/permission-edits';
import { getPermissions, postPermissions } from './archive/permissions';
import { currentSettings } from './session/current-settings';
import { followFinishedPosts } from './outbox/posted-elsewhere';
import { getConfig, getLocalSettings, getSettingNotes, saveLocalSettings } from './session/get-config';
import { closeCsv, csvPreview, openCsv, updateCsv } from './csv/csv-imports';
import { postCsv } from './csv/post-csv';
import { cancelPost } from './outbox/transfer-runner';
import { loadDocuments } from './reference/load-documents';
import { groupSelectionView } from './groups/group-selection-view';
import { listGroups } from './groups/list-groups';
import { analysisRemarks, analysisTable } from './history/analysis-views';
import { loadHistory } from './history/load-history';
import { readHistory } from './store/history-store';
import { reduceRangeToColumns, reduceToColumns } from './history/pixel-columns';
import { analysisHistoryStart } from '../shared/rules/analysis';
import { findTimeseriesEntry } from './history/timeseries-entry';
import { updateTimeseriesData } from './history/update-timeseries-data';
import { startSession } from './http/session';
import { getServerInfo } from './session/get-server-info';
import { loadMap } from './reference/load-map';
import { adoptLegacyMeteoDrafts, editMeteoDay, getMeteoDraft, openMeteoMonth } from './meteo/meteo-drafts';
import { postMeteoMonth } from './meteo/meteo-post';
import { startResumingPosts } from './outbox/resume-posts';
import { transferStatuses } from './outbox/transfer-status';
import { addPhoto, getPhoto, removePhoto } from './photos/round-photos';
import { scalePhoto } from './photos/scale-photo';
import { preloadOffline } from './groups/preload-offline';
import { subscribe, unsubscribe } from './push/subscriptions';
import { getDischargeMeters, getFacilityModels } from './reference/reference-lists';
import { editRound, editRoundUpdate } from './rounds/edit-round';
import { loadGroup } from './rounds/load-group';
import {
  createOfflineRound,
  deleteOfflineRounds,
  deleteRound,
  getOfflineRound,
  getRoundUpdate,
  importOfflineRoundFile,
  listOfflineRounds,
  listUnreadableRecords,
  saveOfflineRound,
} from './rounds/offline-rounds';
import { adoptOnlineSessions, closeOnlineSession, openOnlineSession } from './rounds/online-sessions';
import { listStations, sortOverviewRows } from './rounds/round-lists';
import { onlineTableRows } from './rounds/online-table';
import { postRound } from './rounds/post-round';
import { listUnsent, purgePersonalData } from './session/purge-personal-data';
import { storageStatus } from './store/storage-status';
import { cancelJob, runJob } from './util/jobs';
import { transferHistory, transferSeries } from './util/transfer';
import { withCodedErrors } from './util/coded-errors';

const api = {
  async init(context, tokenProvider) {
    startSession(context, tokenProvider);
    followFinishedPosts();
    await startResumingPosts();
  },
  getConfig,
  getSettingNotes,
  getServerInfo,
  listGroups,
  groupSelectionView,
  async getHistory(tsIds, from) {
    return transferHistory(await loadHistory(tsIds, { from }));
  },
  async getAnalysisHistory(tsIds, chartColumns) {
    const history = await loadHistory(tsIds, { from: analysisHistoryStart(new Date()).toISOString(), answerBeforeStored: true });
    if (chartColumns !== undefined && chartColumns >= 1) history.series = history.series.map((series) => reduceToColumns(series, chartColumns));
    return transferHistory(history);
  },
  async getAnalysisRange(tsId, from, until, chartColumns) {
    const [stored] = await readHistory([tsId]);
    return transferSeries(reduceRangeToColumns(stored, from, until, chartColumns));
  },
  findTimeseriesEntry,
  analysisTable,
  analysisRemarks,
  getLocalSettings,
  saveLocalSettings,
  getStorageStatus: storageStatus,
  listUnsent,
  purgePersonalData,
  async handOverLegacyStorage(legacy) {
    await adoptOnlineSessions(legacy.onlineSessions);
    await adoptLegacyMeteoDrafts(legacy.meteoDrafts ?? {});
  },
  loadGroup,
  createOfflineRound,
  getOfflineRound,
  getRoundUpdate,
  listOfflineRounds,
  listUnreadableRecords,
  saveOfflineRound,
  editRound,
  editRoundUpdate,
  updateTimeseriesData,
  deleteOfflineRounds,
  deleteRound,
  importOfflineRoundFile,
  openOnlineSession,
  closeOnlineSession,
  listStations,
  sortOverviewRows,
  onlineTableRows,
  addPhoto,
  removePhoto,
  getPhoto,
  async scalePhoto(photo, options = {}) {
    const settings = await currentSettings();
    return scalePhoto(photo, { maxSize: options.maxSize ?? settings.photoMaxSize, quality: options.quality ?? settings.photoJpegQuality });
  },
  openMeteoMonth,
  editMeteoDay,
  postMeteoMonth,
  getMeteoDraft,
  postRound,
  getTransfers: transferStatuses,
  cancelPost: async (instanceId) => cancelPost(instanceId),
  getMap: (mrId, kind) => loadMap(mrId, kind),
  getDocuments: () => loadDocuments(),
  getDischargeMeters,
  getFacilityModels,
  preloadOffline(jobId, groupNames, onGroups, onValues) {
    return runJob(jobId, (signal) => preloadOffline(groupNames, { onGroups, onValues }, signal));
  },
  openCsv,
  updateCsv,
  async csvPreview(importId, page, pageSize) {
    return csvPreview(importId, page, pageSize);
  },
  postCsv,
  async closeCsv(importId) {
    closeCsv(importId);
  },
  listCompletedRounds,
  openArchive,
  queryArchive,
  refreshArchive,
  closeArchive,
  openArchiveRound,
  editArchiveDecision,
  editArchiveTeam,
  decideArchiveRound,
  archiveReport,
  archiveReportRoute,
  archiveCsv,
  getCompletedRound,
  postCompletedRound,
  getCompletedRoundPdf,
  getCompletedRoundImage,
  getCompletedTimeseriesValues,
  getTimeseriesMetadata,
  getPermissions,
  postPermissions,
  openPermissions,
  permissionsView,
  editPermissions,
  addPermissionUser,
  savePermissions,
  subscribe,
  unsubscribe,
  async cancelJob(jobId) {
    return cancelJob(jobId);
  },
} satisfies WorkerApi<Blob>;

expose(withCodedErrors(api));
