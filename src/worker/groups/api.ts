// The groups domain's door: the group selection, a group's round and its reference data (contract: shared/contract/groups.ts).
// The group selection is the worker's start; a round and its reference data are imported on their first call, with
// the rounds' and maps' code (issue 38, src/worker/lazy-door.ts).
import type { GroupsApi } from '../../shared/contract';
import { groupSelectionView } from './group-selection-view';
import { listGroups } from './list-groups';

export const groupsApi = {
  listGroups,
  groupSelectionView,
  prepareOfflineCopies: async () => void (await import('../rounds/api')),
  loadGroup: async (mrId) => (await import('../rounds/load-group')).loadGroup(mrId),
  getMap: async (mrId, kind) => (await import('../reference/load-map')).loadMap(mrId, kind),
  roundGpx: async (mrId) => (await import('./round-gpx')).roundGpx(mrId),
  getMapTile: async (layerName, tile) => (await import('../reference/map-tiles')).readMapTile(layerName, tile),
  getDocuments: async () => (await import('../reference/load-documents')).loadDocuments(),
  getDischargeMeters: async () => (await import('../reference/reference-lists')).getDischargeMeters(),
  getFacilityModels: async () => (await import('../reference/reference-lists')).getFacilityModels(),
} satisfies GroupsApi<Blob>;
