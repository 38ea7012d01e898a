// spec entry.md §4 offline preload order: groups; map overlays (ortho, osm) and track when maps are enabled;
// documents; historic values; data version. Two progress streams; cancelled/aborted errors are ignored,
// other errors are collected and the preload goes on (§8).
import type { Group } from '../../shared/schema/group';
import { isWorkerError, type PreloadProgress, type PreloadResult } from '../../shared/contract';
import { currentSettings } from '../session/current-settings';
import { loadDocuments } from '../reference/load-documents';
import { listGroups } from '../groups/list-groups';
import { loadHistory } from '../history/load-history';
import { workerError } from '../http/worker-error';
import { loadMap } from '../reference/load-map';
import { loadGroup } from '../rounds/load-group';
import { writeCache } from '../store/cache-store';
import type { MapKind } from '../store/schema';

const MAP_KINDS: MapKind[] = ['ortho', 'osm', 'track'];

export interface PreloadListeners {
  onGroups?: (progress: PreloadProgress) => void;
  onValues?: (progress: PreloadProgress) => void;
}

/** Preloads the named groups (all listed groups when none are named). */
export async function preloadOffline(groupNames: readonly string[], listeners: PreloadListeners, signal: AbortSignal): Promise<PreloadResult> {
  const settings = await currentSettings();
  const errors: string[] = [];
  const attempt = async <T>(step: () => Promise<T>): Promise<T | undefined> => {
    throwIfCancelled(signal);
    try {
      return await step();
    } catch (error) {
      if (signal.aborted || (isWorkerError(error) && error.code === 'CANCELLED')) throw workerError('CANCELLED', 'Preload cancelled');
      console.warn('Preload step failed', error);
      errors.push(isWorkerError(error) ? error.message : String(error));
      return undefined;
    }
  };

  const list = await listGroups();
  const wanted = groupNames.length === 0 ? list.groups : list.groups.filter((group) => groupNames.includes(group.mrName));
  const mapSteps = settings.showMobileMap ? wanted.length * MAP_KINDS.length : 0;
  const total = wanted.length + mapSteps + (settings.showMeasureDocuments ? 1 : 0);
  let done = 0;
  const stepDone = (label: string) => report(listeners.onGroups, { done: ++done, total, label });

  const groups: Group[] = [];
  for (const summary of wanted) {
    const group = await attempt(() => loadGroup(summary.mrId));
    if (group) groups.push(group);
    stepDone(summary.mrName);
  }
  if (settings.showMobileMap) {
    for (const group of wanted) {
      for (const kind of MAP_KINDS) {
        await attempt(() => loadMap(group.mrId, kind, signal));
        stepDone(`${group.mrName} ${kind}`);
      }
    }
  }
  if (settings.showMeasureDocuments) {
    await attempt(() => loadDocuments(signal));
    stepDone('documents');
  }

  const tsIds = [...new Set(groups.flatMap((group) => group.entries.map((entry) => entry.tsId)))];
  report(listeners.onValues, { done: 0, total: tsIds.length });
  const history = await attempt(() =>
    loadHistory(tsIds, {
      signal,
      onChunk: (chunksDone, chunks) => report(listeners.onValues, { done: Math.min(tsIds.length, Math.round((chunksDone / chunks) * tsIds.length)), total: tsIds.length }),
    }),
  );
  if (history?.fromCache || history?.refused) errors.push('Timeseries values could not all be loaded from the server');
  const dataVersion = new Date().toISOString();
  await writeCache('dataVersion', dataVersion);
  return { groups: groups.length, timeseries: tsIds.length, dataVersion, errors };
}

function report(listener: ((progress: PreloadProgress) => void) | undefined, progress: PreloadProgress): void {
  // a proxied callback answers with a promise; progress must never hold up the preload
  void Promise.resolve(listener?.(progress)).catch(() => undefined);
}

function throwIfCancelled(signal: AbortSignal): void {
  if (signal.aborted) throw workerError('CANCELLED', 'Preload cancelled');
}
