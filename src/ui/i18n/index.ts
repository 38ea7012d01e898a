import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from './de';
import { en } from './en';

export type Language = 'de' | 'en';

export async function initI18n(language: Language): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'de',
    resources: { de: { translation: de }, en: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
    // i18next's defaults, named: every key is a dotted path, so i18next skips its per-call test whether a key is a
    // natural-language sentence (a tenth of a station switch on a slow phone, issue 13)
    keySeparator: '.',
    nsSeparator: ':',
  });
  document.documentElement.lang = language;
}

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof de };
  }
}
