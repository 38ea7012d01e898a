// Small cached server answers (config, group list, meters, ...), one record per key, each checked against its
// schema when read (issue 14): a record that does not match reads as not stored and is reported.
import * as Type from 'typebox';
import type { TSchema } from 'typebox';
import { ConfigResponseSchema, DischargeMetersSchema, FacilityModelsSchema, ServerInfoSchema } from '../../shared/schema/reference';
import { LocalSettingsSchema } from '../../shared/schema/settings';
import { StoredArchiveHeadSchema, StoredArchiveVersionSchema, StoredDeviceUserSchema, StoredGroupListSchema } from '../../shared/schema/stored';
import { database } from './db';
import type { CacheKey, CacheRecords } from './schema';
import { parseStored } from './stored-records';

const CACHE_SCHEMAS: Record<CacheKey, TSchema> = {
  config: ConfigResponseSchema,
  localSettings: LocalSettingsSchema,
  groupList: StoredGroupListSchema,
  serverInfo: ServerInfoSchema,
  dataVersion: Type.String(),
  documentsEtag: Type.String(),
  meters: DischargeMetersSchema,
  facilityModels: FacilityModelsSchema,
  archiveVersion: StoredArchiveVersionSchema,
  archiveHead: StoredArchiveHeadSchema,
  deviceUser: StoredDeviceUserSchema,
};

export async function readCache<K extends CacheKey>(key: K): Promise<CacheRecords[K] | undefined> {
  const record: unknown = await (await database()).get('cache', key);
  return record === undefined ? undefined : (parseStored(CACHE_SCHEMAS[key], record, `stored ${key}`) as CacheRecords[K] | undefined);
}

export async function writeCache<K extends CacheKey>(key: K, value: CacheRecords[K]): Promise<void> {
  const db = await database();
  await db.put('cache', value, key);
}
