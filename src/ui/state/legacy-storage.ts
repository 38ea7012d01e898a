// Before issue 10 the online screens kept the id of their copy, and the meteo table its typed rows, in the page's
// localStorage. The worker owns that now and cannot read localStorage, so at start the values are handed to it once
// and removed after it stored them;
// when the hand-over fails they stay for the next start (docs/decisions/online-input.md "Legacy localStorage").
import type { LegacyStorage, WorkerApi } from '../../shared/contract';
import type { Remote } from 'comlink';

const ONLINE_SESSION_PREFIX = 'hwe-online-session:';
const METEO_DRAFT_PREFIX = 'hwe-meteo-draft:';

function keysStartingWith(prefix: string): string[] {
  const keys: string[] = [];
  for (let position = 0; position < localStorage.length; position++) {
    const key = localStorage.key(position);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/** The values under the prefix, by the rest of their key. */
function valuesUnder(keys: readonly string[], prefix: string): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key.slice(prefix.length), localStorage.getItem(key) ?? '']));
}

export async function handOverLegacyStorage(api: Pick<Remote<WorkerApi>, 'handOverLegacyStorage'>): Promise<void> {
  const sessionKeys = keysStartingWith(ONLINE_SESSION_PREFIX);
  const draftKeys = keysStartingWith(METEO_DRAFT_PREFIX);
  if (sessionKeys.length === 0 && draftKeys.length === 0) return;
  const legacy: LegacyStorage = {
    onlineSessions: valuesUnder(sessionKeys, ONLINE_SESSION_PREFIX),
    meteoDrafts: valuesUnder(draftKeys, METEO_DRAFT_PREFIX),
  };
  try {
    await api.handOverLegacyStorage(legacy);
    [...sessionKeys, ...draftKeys].forEach((key) => localStorage.removeItem(key));
  } catch (error) {
    console.warn('What an earlier version kept in localStorage was not handed to the worker; next start tries again', error);
  }
}
