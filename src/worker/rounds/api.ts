// The rounds domain's door: offline copies, online sessions, edits, lists and photos (contract: shared/contract/rounds.ts).
import type { RoundsApi } from '../../shared/contract';
import { updateTimeseriesData } from '../history/update-timeseries-data';
import { addPhoto, getPhoto, removePhoto } from '../photos/round-photos';
import { editRound } from './edit-round';
import {
  createOfflineRound,
  deleteOfflineRounds,
  deleteRound,
  getRoundUpdate,
  importOfflineRoundFile,
  listOfflineRounds,
  listUnreadableRecords,
} from './offline-rounds';
import { closeOnlineSession, openOnlineSession } from './online-sessions';

export const roundsApi = {
  createOfflineRound,
  getRoundUpdate,
  listOfflineRounds,
  listUnreadableRecords,
  editRound,
  updateTimeseriesData,
  deleteOfflineRounds,
  deleteRound,
  importOfflineRoundFile,
  openOnlineSession,
  closeOnlineSession,
  addPhoto,
  removePhoto,
  getPhoto,
} satisfies RoundsApi<Blob>;
