// The groups domain's door: the group selection, a group's round and its reference data (contract: shared/contract/groups.ts).
import type { GroupsApi } from '../../shared/contract';
import { loadDocuments } from '../reference/load-documents';
import { loadMap } from '../reference/load-map';
import { readMapTile } from '../reference/map-tiles';
import { getDischargeMeters, getFacilityModels } from '../reference/reference-lists';
import { loadGroup } from '../rounds/load-group';
import { groupSelectionView } from './group-selection-view';
import { roundGpx } from './round-gpx';
import { listGroups } from './list-groups';

export const groupsApi = {
  listGroups,
  groupSelectionView,
  loadGroup,
  getMap: (mrId, kind) => loadMap(mrId, kind),
  roundGpx,
  getMapTile: readMapTile,
  getDocuments: () => loadDocuments(),
  getDischargeMeters,
  getFacilityModels,
} satisfies GroupsApi<Blob>;
