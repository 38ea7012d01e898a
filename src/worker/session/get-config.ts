// spec entry.md §7 GET /config: no-cache, no bearer token; on failure the stored copy is used.
// The result is the spec defaults, overlaid by the server config, overlaid by the local settings (config screen).
import { apiPaths, type ConfigResponse } from '../../shared/api';
import { mergeSettings, mergeSettingsChecked } from '../../shared/config/settings';
import type { SettingNote } from '../../shared/config/checked-settings';
import type { Settings } from '../../shared/schema/settings';
import { violationOf } from '../../shared/schema/check';
import { ConfigResponseSchema } from '../../shared/schema/reference';
import { LocalSettingsSchema } from '../../shared/schema/settings';
import { workerError } from '../http/worker-error';
import { requestJson } from '../http/client';
import { readCache, writeCache } from '../store/cache-store';
import { keepIfRoom } from '../store/quota';
import { rememberSettings } from './current-settings';
import type { StartCallOptions } from '../../shared/contract/session';
import { storedIfSlow } from './stored-if-slow';

/** the settings that fell back to their default when the settings were last read (issue 34: shown to the user) */
let lastNotes: SettingNote[] = [];

/** At the start a slow answer is not waited for when a copy is stored (./stored-if-slow.ts). */
export async function getConfig(options: StartCallOptions = {}): Promise<Settings> {
  const answer = fetchConfig();
  const config = await (options.atStart ? storedIfSlow(answer, () => readCache('config')) : answer);
  const { settings, notes } = mergeSettingsChecked(config, await readCache('localSettings'));
  for (const note of notes) console.warn(`Setting skipped: ${note.field}: ${note.message}; the default is used`);
  lastNotes = notes;
  rememberSettings(settings);
  return settings;
}

export async function getSettingNotes(): Promise<SettingNote[]> {
  return lastNotes;
}

async function fetchConfig(): Promise<ConfigResponse | undefined> {
  try {
    const config = await requestJson(apiPaths.config(), ConfigResponseSchema, 'config', { cache: 'no-cache', authorize: false });
    await keepIfRoom(() => writeCache('config', config));
    return config;
  } catch (error) {
    console.warn('Config could not be loaded, using the stored copy', error);
    return readCache('config');
  }
}

/**
 * Stores the config screen's settings and answers with the effective settings. Settings that break their schema
 * are refused (VALIDATION) and the stored ones kept: stored, they would read back as unreadable, all of them lost.
 */
export async function saveLocalSettings(local: Partial<Settings>): Promise<Settings> {
  const violation = violationOf(LocalSettingsSchema, local);
  if (violation) throw workerError('VALIDATION', `local settings: ${violation.field || 'the record'} ${violation.message}`, { field: violation.field });
  await writeCache('localSettings', local);
  const settings = mergeSettings(await readCache('config'), local);
  rememberSettings(settings);
  return settings;
}

export async function getLocalSettings(): Promise<Partial<Settings>> {
  return (await readCache('localSettings')) ?? {};
}
