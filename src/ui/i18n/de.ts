// German texts (default language). Keys named in the spec (groups.errorTitle, …) are kept verbatim.
import { documentsDe, permissionsDe } from './admin-de';
import { archiveDe } from './archive-de';
import { errorsDe } from './errors-de';
import { aboutDe, changelogDe, imprintDe, navDe, pageTitleDe, privacyDe } from './pages-de';
import { apiDe, inputDe, mobileDe } from './mobile-de';
import { configDe, hydroDe, meteoDe, stationsDe } from './online-input-de';
import { analysisDe, chartDe, csvDe, preloadDe } from './tools-de';

export const de = {
  app: {
    title: 'Handeingabe',
    defaultTitle: 'Handeingabemaske für den Betreiber',
    loading: 'Wird geladen …',
    offline: 'Offline',
    newVersion: 'Eine neue Version ist verfügbar. Neue Version laden?',
    reload: 'Neu laden',
    dismiss: 'Schließen',
    notFound: 'Diese Seite gibt es nicht.',
    home: 'Startseite',
  },
  nav: navDe,
  pageTitle: pageTitleDe,
  auth: {
    login: 'Anmelden',
    logout: 'Abmelden',
    loginUnavailable: 'Die Anmeldung ist gerade nicht möglich: der Anmeldeserver ist nicht erreichbar.',
  },
  dateInput: {
    dateTimePlaceholder: 'TT.MM.JJJJ hh:mm',
    dayPlaceholder: 'TT.MM.JJJJ',
    timePlaceholder: 'hh:mm',
  },
  groups: {
    observerLists: 'Beobachterlisten',
    observerMonth: 'Monat',
    observerKind: { meteoInput: 'Meteo', hydroInputOWF: 'Oberflächenwasser', hydroInputUWQ: 'Grundwasser und Quellen' },
    dataVersion: 'Stand der Messwerte',
    title: 'Messtouren',
    date: 'Datum',
    dateHint: 'Die Messtouren erscheinen nach der Eingabe des Datums.',
    filter: 'Filter',
    version: 'Stand der Messtouren',
    versionUnknown: 'unbekannt',
    fromCache: 'Keine Verbindung zum Server – gespeicherte Messtouren werden angezeigt.',
    persistentStorageWarning:
      'Der Browser hat keinen dauerhaften Speicher gewährt. Offline gespeicherte Daten können bei Speichermangel gelöscht werden.',
    errorTitle: 'Fehler beim Laden der Messtouren',
    error: 'Die Messtouren konnten nicht geladen werden.',
    noGroups: 'Die Messtouren konnten weder vom Server noch aus dem lokalen Speicher geladen werden.',
    loginRequired: 'Bitte melden Sie sich an, um die Messtouren zu laden.',
    loginRequiredSave: 'Bitte melden Sie sich an, um die Messtour zu erfassen und zu speichern.',
    offlineCopies: 'Offline-Kopien auf diesem Gerät',
    createOfflineCopy: 'Offline erfassen',
    createCopyError: 'Die Offline-Kopie konnte nicht angelegt werden.',
    deleteEmptyCopies: 'Leere Kopien löschen',
    copyInTransfer: 'wird übertragen …',
    gpx: 'GPX',
    gpxError: 'Die GPX-Datei konnte nicht erstellt werden.',
    progress: '{{percent}} % der Stationen erfasst',
    empty: 'Keine Messtouren gefunden.',
    count_one: '{{count}} Messtour',
    count_other: '{{count}} Messtouren',
  },
  mobile: mobileDe,
  input: inputDe,
  api: apiDe,
  errors: errorsDe,
  archive: archiveDe,
  csv: csvDe,
  preload: preloadDe,
  chart: chartDe,
  analysis: analysisDe,
  config: configDe,
  stations: stationsDe,
  hydro: hydroDe,
  meteo: meteoDe,
  documents: documentsDe,
  permissions: permissionsDe,
  about: aboutDe,
  changelog: changelogDe,
  imprint: imprintDe,
  privacy: privacyDe,
} as const;
