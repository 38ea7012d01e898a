// The German texts of the screens after the first route (issue 38), added with the first of them (./screen-texts.ts).
import { documentsDe, permissionsDe } from './admin-de';
import { archiveDe } from './archive-de';
import { aboutDe, changelogDe, imprintDe, privacyDe } from './pages-de';
import { inputDe, mobileDe } from './mobile-de';
import { configDe, hydroDe, meteoDe, stationsDe } from './online-input-de';
import { plausibilityDe } from './plausibility-de';
import { analysisDe, chartDe, csvDe, preloadDe } from './tools-de';

export const screensDe = {
  print: {
    title: 'Messprotokoll: {{name}}',
    printedAt: 'Gedruckt am {{dt}}',
    protocolNumber: 'Protokollnummer: {{number}}',
    remarks: 'Bemerkungen',
    signatureObserver: 'Datum, Unterschrift Beobachter/in',
    signatureResponsible: 'Datum, Unterschrift Verantwortliche/r',
    team: 'Team: {{team}}',
    month: 'Monat: {{month}}',
    station: 'Station: {{station}}',
  },
  keypad: {
    name: 'Zifferntastatur',
    backspace: 'Zeichen löschen',
    sign: 'Vorzeichen umkehren',
    decimal: 'Komma',
    previous: 'Vorheriges Feld',
    next: 'Nächstes Feld',
    close: 'Tastatur schließen',
  },
  mobile: mobileDe,
  input: inputDe,
  archive: archiveDe,
  csv: csvDe,
  preload: preloadDe,
  chart: chartDe,
  analysis: analysisDe,
  config: configDe,
  stations: stationsDe,
  plausibility: plausibilityDe,
  hydro: hydroDe,
  meteo: meteoDe,
  documents: documentsDe,
  permissions: permissionsDe,
  about: aboutDe,
  changelog: changelogDe,
  imprint: imprintDe,
  privacy: privacyDe,
} as const;
