// spec entry.md §7 discharge meters and facility models: loaded only when their setting is on, cached;
// on failure the stored copy, else an empty list (§8: failures are only logged).
import type { TSchema } from 'typebox';
import { apiPaths, type DischargeMetersResponse, type FacilityModelsResponse } from '../../shared/api';
import { currentSettings } from '../session/current-settings';
import { DischargeMetersSchema, FacilityModelsSchema } from '../../shared/schema/reference';
import { requestJson } from '../http/client';
import { readCache, writeCache } from '../store/cache-store';
import { keepIfRoom } from '../store/quota';

export async function getDischargeMeters(): Promise<DischargeMetersResponse> {
  if (!(await currentSettings()).showDischargeMeters) return [];
  return cachedList('meters', apiPaths.dischargeMeters(), DischargeMetersSchema);
}

export async function getFacilityModels(): Promise<FacilityModelsResponse> {
  if (!(await currentSettings()).loadStationFacilityModels) return [];
  return cachedList('facilityModels', apiPaths.facilityModels(), FacilityModelsSchema);
}

async function cachedList<K extends 'meters' | 'facilityModels'>(key: K, path: string, schema: TSchema) {
  try {
    const list = (await requestJson(path, schema, key)) as NonNullable<Awaited<ReturnType<typeof readCache<K>>>>;
    await keepIfRoom(() => writeCache(key, list));
    return list;
  } catch (error) {
    console.warn(`${key} could not be loaded, using the stored copy`, error);
    return (await readCache(key)) ?? [];
  }
}
