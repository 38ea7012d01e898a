// spec entry.md §4 offline preload order: groups; map overlays (ortho, osm) and track when maps are enabled, and the
// base-layer tiles of each round's area for layers that allow it (issue 36 item 20, one step per round and layer);
// documents; historic values; data version. Two progress streams (topic 'preload'); cancelled/aborted errors are ignored,
// other errors are collected and the preload goes on (§8).
import type { Group } from '../../shared/schema/group';
import { isWorkerError, type PreloadJobProgress, type PreloadProgress, type PreloadResult, type WorkerError } from '../../shared/contract';
import { currentSettings } from '../session/current-settings';
import { loadDocuments } from '../reference/load-documents';
import { listGroups } from '../groups/list-groups';
import { loadHistory } from '../history/load-history';
import { loadMap } from '../reference/load-map';
import { keepRoundTiles, offlineTileLayers } from '../reference/map-tiles';
import { loadGroupKept } from '../rounds/load-group';
import { toWorkerError, workerError } from '../http/worker-error';
import { keepIfRoom } from '../store/quota';
import { writeCache } from '../store/cache-store';
import type { MapKind } from '../store/schema';

const MAP_KINDS: MapKind[] = ['ortho', 'osm', 'track'];

type Report = (stream: keyof PreloadJobProgress, progress: PreloadProgress) => void;

/** Preloads the named groups (all listed groups when none are named). */
export async function preloadOffline(groupNames: readonly string[], report: Report, signal: AbortSignal): Promise<PreloadResult> {
  const settings = await currentSettings();
  const errors: WorkerError[] = [];
  let storageFull = false;
  const attempt = async <T>(step: () => Promise<T>): Promise<T | undefined> => {
    throwIfCancelled(signal);
    try {
      return await step();
    } catch (error) {
      if (signal.aborted || (isWorkerError(error) && error.code === 'CANCELLED')) throw workerError('CANCELLED', 'Preload cancelled');
      console.warn('Preload step failed', error);
      storageFull ||= toWorkerError(error).code === 'QUOTA_EXCEEDED';
      errors.push(toWorkerError(error, 'UNEXPECTED'));
      return undefined;
    }
  };

  const list = await listGroups();
  const wanted = groupNames.length === 0 ? list.groups : list.groups.filter((group) => groupNames.includes(group.mrName));
  const tileLayers = settings.showMobileMap ? offlineTileLayers(settings.mapLayers) : [];
  const mapSteps = settings.showMobileMap ? wanted.length * (MAP_KINDS.length + tileLayers.length) : 0;
  const total = wanted.length + mapSteps + (settings.showMeasureDocuments ? 1 : 0);
  // issue 34: the bar counts what was stored, not what was asked for
  let done = 0;
  const stepDone = (label: string, stored: boolean) => report('groups', { done: stored ? ++done : done, total, label });

  const groups: Group[] = [];
  let storedGroups = 0;
  for (const summary of wanted) {
    const loaded = await attempt(() => loadGroupKept(summary.mrId));
    if (loaded) groups.push(loaded.group);
    if (loaded?.kept) storedGroups++;
    else if (loaded) storageFull = true;
    stepDone(summary.mrName, loaded?.kept === true);
  }
  const stored = async (step: () => Promise<unknown>) => (await attempt(async () => (await step(), true))) === true;
  if (settings.showMobileMap) {
    for (const group of wanted) {
      for (const kind of MAP_KINDS) {
        stepDone(`${group.mrName} ${kind}`, await stored(() => loadMap(group.mrId, kind, signal)));
      }
      const loaded = groups.find((candidate) => candidate.mrId === group.mrId);
      for (const layer of tileLayers) {
        const tiles = loaded && (await attempt(() => keepRoundTiles(loaded, layer, signal)));
        stepDone(`${group.mrName} ${layer.name}: ${tiles ?? 0} tiles`, tiles !== undefined);
      }
    }
  }
  if (settings.showMeasureDocuments) {
    stepDone('documents', await stored(() => loadDocuments(signal)));
  }

  const tsIds = [...new Set(groups.flatMap((group) => group.entries.map((entry) => entry.tsId)))];
  report('values', { done: 0, total: tsIds.length });
  let storedSeries = 0;
  const history = await attempt(() =>
    loadHistory(tsIds, {
      signal,
      onChunk: (_chunksDone, _chunks, storedSoFar) => report('values', { done: (storedSeries = storedSoFar), total: tsIds.length }),
    }),
  );
  if (history?.fromCache || history?.refused) errors.push(workerError('VALUES_INCOMPLETE', 'Timeseries values could not all be loaded from the server'));
  storageFull ||= history?.storageFull === true;
  const dataVersion = new Date().toISOString();
  const keptVersion = await keepIfRoom(() => writeCache('dataVersion', dataVersion));
  return { groups: storedGroups, timeseries: storedSeries, dataVersion, errors, storageFull: storageFull || !keptVersion };
}

function throwIfCancelled(signal: AbortSignal): void {
  if (signal.aborted) throw workerError('CANCELLED', 'Preload cancelled');
}
