// Before issue 10 the online screens kept the id of their copy in the page's localStorage. The worker owns that now
// and cannot read localStorage, so at start the values are handed to it once and removed after it stored them;
// when the hand-over fails they stay for the next start (docs/decisions.md "Online sessions and meteo drafts").
import type { LegacyStorage, WorkerApi } from '../../shared/worker-api';
import type { Remote } from 'comlink';

const ONLINE_SESSION_PREFIX = 'hwe-online-session:';

function keysStartingWith(prefix: string): string[] {
  const keys: string[] = [];
  for (let position = 0; position < localStorage.length; position++) {
    const key = localStorage.key(position);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

export async function handOverLegacyStorage(api: Pick<Remote<WorkerApi>, 'handOverLegacyStorage'>): Promise<void> {
  const sessionKeys = keysStartingWith(ONLINE_SESSION_PREFIX);
  if (sessionKeys.length === 0) return;
  const legacy: LegacyStorage = {
    onlineSessions: Object.fromEntries(sessionKeys.map((key) => [key.slice(ONLINE_SESSION_PREFIX.length), localStorage.getItem(key) ?? ''])),
  };
  try {
    await api.handOverLegacyStorage(legacy);
    sessionKeys.forEach((key) => localStorage.removeItem(key));
  } catch (error) {
    console.warn('What an earlier version kept in localStorage was not handed to the worker; next start tries again', error);
  }
}
