// The effective settings the worker's own rules use (posting switches, photo size, preload options).
import { mergeSettings } from '../../shared/config/settings';
import type { Settings } from '../../shared/schema/settings';
import { readCache } from '../store/cache-store';

let current: Settings | undefined;

export function rememberSettings(settings: Settings): void {
  current = settings;
}

/** The settings of the last getConfig, else the stored copy merged over the defaults. */
export async function currentSettings(): Promise<Settings> {
  current ??= mergeSettings(await readCache('config'), await readCache('localSettings'));
  return current;
}
