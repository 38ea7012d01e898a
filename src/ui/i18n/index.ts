import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { De } from './de';
import { startDe } from './start-de';

export type Language = 'de' | 'en';

/** The English texts load only when English is chosen (issue 13): a start in German, the default, loads only its own. */
const englishOnDemand: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => {},
  read: (language, _namespace, callback) => {
    if (language !== 'en') return callback(null, {});
    import('./en').then(({ en }) => callback(null, en), (error: Error) => callback(error, null));
  },
};

export async function initI18n(language: Language): Promise<void> {
  await i18next.use(englishOnDemand).use(initReactI18next).init({
    lng: language,
    fallbackLng: 'de',
    // the other screens' German texts are added with the first of them (./screen-texts.ts)
    resources: { de: { translation: startDe } },
    partialBundledLanguages: true,
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
    resources: { translation: De };
  }
}
