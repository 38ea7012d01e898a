import { useTranslation } from 'react-i18next';
import { THEMES, type Theme } from '../../state/theme';

const LABELS = { light: 'config.themeLight', dark: 'config.themeDark', outdoor: 'config.themeOutdoor' } as const;

/** issue 15: the colour theme of this device, the outdoor theme "Außen" included; empty follows the system */
export function ThemeSelect({ value, onChange }: { value: Theme | undefined; onChange: (theme: Theme | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span>{t('config.theme')}</span>
      <select value={value ?? ''} onChange={(event) => onChange(THEMES.find((theme) => theme === event.target.value))}>
        <option value="">{t('config.themeSystem')}</option>
        {THEMES.map((theme) => (
          <option key={theme} value={theme}>
            {t(LABELS[theme])}
          </option>
        ))}
      </select>
    </label>
  );
}
