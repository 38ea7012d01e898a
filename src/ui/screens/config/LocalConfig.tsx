import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import {
  accountManagementUrl,
  localConfigOf,
  resetConfig,
  saveConfig,
  switchLanguage,
  uploadOfflineRound,
  type LocalConfig as Config,
} from '../../state/config/config-actions';
import { store } from '../../state/store';
import '../stations/online-input.css';
import { TimeInput } from '../../components/TimeInput';
import { setWakeLockEnabled, wakeLockEnabled } from '../mobile/use-wake-lock';
import { chooseTheme, themeStore } from '../../state/theme';
import { ThemeSelect } from './ThemeSelect';
import { MAX_HISTORY_YEARS } from '../../../shared/schema/settings';


/** spec entry.md §2 Config screen (route /config, localConfig). */
export default function LocalConfig() {
  const { t } = useTranslation();
  const { settings } = useSnapshot(store);
  const [, navigate] = useLocation();
  const [config, setConfig] = useState<Config | undefined>(() => (store.settings ? localConfigOf(store.settings) : undefined));
  const [keepScreenOn, setKeepScreenOn] = useState(wakeLockEnabled);
  const [theme, setTheme] = useState(themeStore.chosen);
  if (!settings || !config) return <p>{t('app.loading')}</p>;

  const change = (patch: Partial<Config>) => setConfig({ ...config, ...patch });
  const accountUrl = accountManagementUrl(settings.identityProvider);

  return (
    <section className="config">
      <h1>{t('config.title')}</h1>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setWakeLockEnabled(keepScreenOn);
          chooseTheme(theme);
          void saveConfig(config);
        }}
      >
        <label className="field">
          <span>{t('config.language')}</span>
          <select
            value={config.locale}
            onChange={(event) => {
              const locale = event.target.value as Config['locale'];
              change({ locale });
              void switchLanguage(locale);
            }}
          >
            <option value="de">Deutsch</option>
            <option value="en">English</option>
          </select>
        </label>
        <fieldset className="field">
          <legend>{t('config.mode')}</legend>
          <label className="check">
            <input type="radio" name="mode" checked={config.mode === 1} onChange={() => change({ mode: 1 })} />
            {t('config.modeOnline')}
          </label>
          <label className="check">
            <input type="radio" name="mode" checked={config.mode === 2} onChange={() => change({ mode: 2 })} />
            {t('config.modeOffline')}
          </label>
        </fieldset>
        <ThemeSelect value={theme} onChange={setTheme} />
        {!settings?.disableTimezoneSelection && (
          <label className="check">
            <input type="checkbox" checked={config.mez} onChange={(event) => change({ mez: event.target.checked })} />
            {t('config.mez')}
          </label>
        )}
        <label className="field">
          <span>{t('config.defaultTime')}</span>
          <TimeInput value={config.defaultTime} onChange={(defaultTime) => change({ defaultTime })} />
        </label>
        <label className="field">
          <span>{t('config.historyYears')}</span>
          <input
            type="number"
            min={1}
            max={MAX_HISTORY_YEARS}
            step={1}
            required
            value={Number.isFinite(config.historyYears) ? config.historyYears : ''}
            onChange={(event) => change({ historyYears: event.target.valueAsNumber })}
          />
        </label>
        <fieldset className="field">
          <legend>{t('config.offlineOptions')}</legend>
          <label className="check">
            <input
              type="checkbox"
              checked={config.disableVirtualKeyboard}
              onChange={(event) => change({ disableVirtualKeyboard: event.target.checked })}
            />
            {t('config.disableVirtualKeyboard')}
          </label>
          <label className="check">
            <input
              type="checkbox"
              checked={config.requirePrintBeforeSave}
              onChange={(event) => change({ requirePrintBeforeSave: event.target.checked })}
            />
            {t('config.requirePrintBeforeSave')}
          </label>
          <label className="check">
            <input type="checkbox" checked={keepScreenOn} onChange={(event) => setKeepScreenOn(event.target.checked)} />
            {t('config.keepScreenOn')}
          </label>
        </fieldset>
        {accountUrl && (
          <p>
            <a href={accountUrl} target="_blank" rel="noreferrer">
              {t('config.account')}
            </a>
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="btn btn-primary">
            {t('config.save')}
          </button>
          <button type="button" className="btn btn-danger" onClick={() => void resetConfig()}>
            {t('config.reset')}
          </button>
        </div>
      </form>
      <label className="field">
        <span>{t('config.upload')}</span>
        <input
          type="file"
          accept="application/json,.json"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void uploadOfflineRound(file).then((ok) => ok && navigate('/'));
          }}
        />
      </label>
    </section>
  );
}
