// The session domain's door: start, settings, server info, storage, logout's purge (contract: shared/contract/session.ts).
import type { SessionApi } from '../../shared/contract';
import { startSession } from '../http/session';
import { adoptLegacyMeteoDrafts } from '../meteo/meteo-drafts';
import { followFinishedPosts } from '../outbox/posted-elsewhere';
import { startResumingPosts } from '../outbox/resume-posts';
import { adoptOnlineSessions } from '../rounds/online-sessions';
import { storageStatus } from '../store/storage-status';
import { claimDevice, releaseDevice } from './device-user';
import { followDeviceUser } from './follow-device-user';
import { getConfig, getLocalSettings, getSettingNotes, saveLocalSettings } from './get-config';
import { getServerInfo } from './get-server-info';
import { listUnsent, purgePersonalData } from './purge-personal-data';

export const sessionApi = {
  async init(context, tokenProvider) {
    startSession(context, tokenProvider);
    followFinishedPosts();
    await startResumingPosts();
  },
  getConfig,
  getSettingNotes,
  getServerInfo,
  getLocalSettings,
  saveLocalSettings,
  getStorageStatus: storageStatus,
  listUnsent,
  purgePersonalData,
  claimDevice,
  releaseDevice,
  followDeviceUser,
  async handOverLegacyStorage(legacy) {
    await adoptOnlineSessions(legacy.onlineSessions);
    await adoptLegacyMeteoDrafts(legacy.meteoDrafts ?? {});
  },
} satisfies SessionApi;
