// issue 13: the translation hook of the components that render with every keystroke, worker answer or station switch
// of the mobile input. react-i18next's useTranslation builds its options and asks i18next whether the namespace is
// loaded on every render, and once more in an effect; in a profile of the mobile input at 4× that cost more than the
// components' own work. Our texts are bundled and loaded before the first render (./index.ts), so only the language
// can change: this hook follows it and answers i18next's `t` fixed to it.
import i18next, { type TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';

function followLanguage(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

const tByLanguage = new Map<string, TFunction>();

/** one function per language: its identity changes with the language, so memoised texts follow it */
function currentT(): TFunction {
  let t = tByLanguage.get(i18next.language);
  if (!t) tByLanguage.set(i18next.language, (t = i18next.getFixedT(i18next.language)));
  return t;
}

/** `t` as react-i18next's useTranslation() gives it, and the language it is fixed to. */
export function useT(): { t: TFunction; language: string } {
  return { t: useSyncExternalStore(followLanguage, currentT), language: i18next.language };
}
