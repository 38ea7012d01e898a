// Intents of the config screen (spec entry.md §2 Config screen): local settings through the worker.
import i18next from 'i18next';
import type { Settings } from '../../../shared/schema/settings';
import { workerApi } from '../../worker-client';
import { addAlert } from '../alerts';
import { reportError } from '../report-error';
import { store } from '../store';

/** The settings the config screen edits. */
export type LocalConfig = Pick<
  Settings,
  'locale' | 'mode' | 'mez' | 'defaultTime' | 'disableVirtualKeyboard' | 'requirePrintBeforeSave' | 'historyYears'
>;

export function localConfigOf(settings: Settings): LocalConfig {
  const { locale, mode, mez, defaultTime, disableVirtualKeyboard, requirePrintBeforeSave, historyYears } = settings;
  return { locale, mode, mez, defaultTime, disableVirtualKeyboard, requirePrintBeforeSave, historyYears };
}

/** The language switches at once, before the settings are saved. */
export async function switchLanguage(locale: Settings['locale']): Promise<void> {
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export async function saveConfig(config: LocalConfig): Promise<void> {
  try {
    const stored = await workerApi().getLocalSettings();
    store.settings = await workerApi().saveLocalSettings({ ...stored, ...config });
    await switchLanguage(store.settings.locale);
    addAlert({ type: 'alert-success', msg: 'config.saved' });
  } catch (error) {
    reportError(error, 'mobile.saveError', 'config.saveError');
  }
}

/** Clears the local settings and reloads the app. */
export async function resetConfig(reload: () => void = () => window.location.reload()): Promise<void> {
  store.settings = await workerApi().saveLocalSettings({});
  reload();
}

/** spec entry.md §4: uploading an offline file saves it (the screen then goes to group selection). */
export async function uploadOfflineRound(file: File): Promise<boolean> {
  try {
    await workerApi().importOfflineRoundFile(file);
    store.alerts = store.alerts.filter((alert) => alert.topic !== 'roundUpload');
    return true;
  } catch (error) {
    reportError(error, 'mobile.saveError', 'config.uploadError', undefined, 'roundUpload');
    return false;
  }
}

/** Keycloak's account console for a realm, else the issuer's account page. */
export function accountManagementUrl(provider: Settings['identityProvider']): string | undefined {
  if (!provider?.url) return undefined;
  const base = provider.url.replace(/\/+$/, '');
  return provider.realm ? `${base}/realms/${encodeURIComponent(provider.realm)}/account` : `${base}/account`;
}
