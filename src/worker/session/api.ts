// The session domain's door: start, settings, server info, storage, logout's purge (contract: shared/contract/session.ts).
// What the start does not call (logout, the hand-over of old localStorage) is imported on its first call: statically, the
// worker's script would hold every domain it touches (issue 38, src/worker/lazy-door.ts).
import type { SessionApi } from '../../shared/contract';
import { startSession } from '../http/session';
import { followFinishedPosts } from '../outbox/posted-elsewhere';
import { startResumingPosts } from '../outbox/resume-posts';
import { storageStatus } from '../store/storage-status';
import { claimDevice, releaseDevice } from './device-user';
import { followDeviceUser } from './follow-device-user';
import { getConfig, getLocalSettings, getSettingNotes, saveLocalSettings } from './get-config';
import { getServerInfo } from './get-server-info';

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
  listUnsent: async () => (await import('./purge-personal-data')).listUnsent(),
  purgePersonalData: async (deleteUnsent) => (await import('./purge-personal-data')).purgePersonalData(deleteUnsent),
  claimDevice,
  releaseDevice,
  followDeviceUser,
  async handOverLegacyStorage(legacy) {
    const [{ adoptOnlineSessions }, { adoptLegacyMeteoDrafts }] = await Promise.all([import('../rounds/online-sessions'), import('../meteo/meteo-drafts')]);
    await adoptOnlineSessions(legacy.onlineSessions);
    await adoptLegacyMeteoDrafts(legacy.meteoDrafts ?? {});
  },
} satisfies SessionApi;
