// The first route's German texts (issue 38): the group selection's, the navigation bar's and the alerts' (the worker's
// error codes), and of the other screens' namespaces only what those use (page titles, navbar links, refusals); the
// other screens' texts come with the first of them (./screen-texts.ts). Keys named in the spec are kept verbatim.
import { errorsDe } from './errors-de';

const navDe = {
  config: 'Einstellungen',
  about: 'Hilfe',
  documents: 'Messdokumente',
  permissions: 'Berechtigungen',
  darkTheme: 'Dunkles Design',
  lightTheme: 'Helles Design',
  outdoorTheme: 'Außen-Design',
  menu: 'Menü',
} as const;

/** the route part of the page title (spec archive.md §2: route title or group, plus the product title) */
const pageTitleDe = {
  page: '{{part}} – {{product}}',
  mobile: 'Offline-Erfassung',
  chart: 'Zeitreihe',
} as const;

const apiDe = {
  postTimeseriesCustomSuccess: '{{message}}',
  postTimeseriesSuccess_one: 'Daten übertragen: {{count}} Wert.',
  postTimeseriesSuccess_other: 'Daten übertragen: {{count}} Werte.',
  postAnswerUnread: 'Der Server hat die Übertragung bestätigt, seine Antwort war aber nicht lesbar; gezählt sind die gesendeten Werte.',
  postTimeseriesError: 'Fehler beim Speichern der Daten',
} as const;

export const startDe = {
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
    routeError: 'Diese Seite konnte wegen eines Fehlers nicht angezeigt werden.',
    toHome: 'Zur Startseite',
    skippedRecords_one: '{{count}} Datensatz konnte nicht angezeigt werden.',
    skippedRecords_other: '{{count}} Datensätze konnten nicht angezeigt werden.',
  },
  nav: navDe,
  pageTitle: pageTitleDe,
  auth: {
    login: 'Anmelden',
    logout: 'Abmelden',
    loginUnavailable: 'Die Anmeldung ist gerade nicht möglich: der Anmeldeserver ist nicht erreichbar.',
    unsentTitle: 'Nicht übertragene Messtouren',
    unsentMessage:
      'Auf diesem Gerät sind Messtouren noch nicht übertragen: {{count}}. Beim Abmelden werden alle Daten von diesem Gerät entfernt. Übertragen Sie die Messtouren jetzt, oder löschen Sie sie, indem Sie ihren Namen eingeben.',
    unsentMeteoDraft: 'Meteo-Werte',
    unsentCounts: 'Fotos: {{photos}}, offene Übertragungen: {{uploads}}',
    postNow: 'Jetzt übertragen',
    typeNameToDelete: 'Zum Löschen den Namen eingeben: {{name}}',
    deleteAndLogout: 'Löschen und abmelden',
  },
  dateInput: {
    dateTimePlaceholder: 'TT.MM.JJJJ hh:mm',
    dayPlaceholder: 'TT.MM.JJJJ',
    timePlaceholder: 'hh:mm',
  },
  groups: {
    observerLists: 'Beobachterlisten',
    observerMonth: 'Monat',
    // the month buttons' names (date-fns' de-AT and en-IE 'LLL'), here so the first route needs no date-fns (issue 38)
    monthShort: { '01': 'Jän', '02': 'Feb', '03': 'Mär', '04': 'Apr', '05': 'Mai', '06': 'Jun', '07': 'Jul', '08': 'Aug', '09': 'Sep', '10': 'Okt', '11': 'Nov', '12': 'Dez' },
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
    storageFull:
      'Der Speicher dieses Geräts ist voll: die Messtouren werden angezeigt, aber nicht für die Offline-Nutzung gespeichert, und neue Eingaben können nicht gespeichert werden. Bitte übertragen Sie fertige Messtouren, löschen Sie nicht mehr benötigte Offline-Kopien oder geben Sie in den Browser-Einstellungen Speicher frei.',
    loginRequired: 'Bitte melden Sie sich an, um die Messtouren zu laden.',
    loginRequiredSave: 'Bitte melden Sie sich an, um die Messtour zu erfassen und zu speichern.',
    offlineCopies: 'Offline-Kopien auf diesem Gerät',
    createOfflineCopy: 'Offline erfassen',
    createCopyError: 'Die Offline-Kopie konnte nicht angelegt werden.',
    deleteEmptyCopies: 'Leere Kopien löschen',
    copyInTransfer: 'wird übertragen …',
    gpx: 'GPX',
    map: 'Karte',
    gpxError: 'Die GPX-Datei konnte nicht erstellt werden.',
    progress: '{{percent}} % der Stationen erfasst',
    empty: 'Keine Messtouren gefunden.',
    count_one: '{{count}} Messtour',
    count_other: '{{count}} Messtouren',
  },
  api: apiDe,
  errors: errorsDe,
  archive: {
    navButton: 'Archiv',
    title: 'Archiv',
    report: 'Report',
    decisionTakenShort: 'Entscheidung {{stage}} wurde inzwischen bereits gespeichert.',
    nothingDecidedShort: 'Die Entscheidung enthält keinen entschiedenen Eintrag.',
    invalidDecisionValue: 'Ein Entscheidungswert ist für diesen Eintrag nicht zulässig.',
  },
  config: {
    settingSkipped: 'Die Einstellung „{{field}}“ ist ungültig; es gilt ihr Standardwert.',
    title: 'Einstellungen',
  },
  mobile: {
    postedElsewhere: 'Diese Messtour wurde bereits in einem anderen Fenster übertragen und ist nicht mehr auf diesem Gerät.',
    deleteNameMismatch: 'Die Eingabe entspricht nicht dem Namen der Messtour, die Messtour wird nicht gelöscht.',
    printRequired: 'Vor dem Übertragen muss die Messtour gedruckt werden.',
    postUnsettled: 'Ob der Server die letzte Übertragung erhalten hat, ist unbekannt. Die Messtour bleibt unverändert, bis sie erneut übertragen wurde; danach können Sie sie ändern.',
    readingsSent: 'Die Messwerte sind bereits übertragen und können nicht mehr geändert werden; bitte erneut übertragen, um die fehlenden Fotos zu senden.',
    transferRunning: 'Eine Übertragung läuft gerade; die Messtour kann erst danach wieder übertragen oder geändert werden.',
    cancel: 'Abbrechen',
  },
  csv: {
    button: 'CSV',
    noImportNumber: 'Es wurde keine Importnummer definiert',
  },
  input: {
    duplicateStationNoDate: 'Station kann nicht dupliziert werden, weil Datum/Zeit fehlt.',
  },
  meteo: {
    dayLocked: 'Dieser Tag kann nicht geändert werden: er ist bereits übertragen, oder der Vortag ist noch nicht vollständig.',
    nothingToPost: 'Es gibt nichts zu übertragen: mindestens ein Tag muss vollständig sein, begonnene Tage vollständig mit gültiger Zeit.',
  },
  permissions: {
    title: 'Berechtigungen',
    changedByOther:
      'Eine andere Administratorin oder ein anderer Administrator hat die Berechtigungen inzwischen gespeichert. Ihre Änderungen wurden nicht gespeichert: Der aktuelle Stand wurde geladen, Ihre ungespeicherten Änderungen sind weiterhin markiert. Bitte prüfen Sie sie und speichern Sie erneut.',
  },
  analysis: {
    charts: 'Diagramme',
    remarks: 'Bemerkungen',
    table: 'Tabelle',
  },
  preload: {
    title: 'Zeitreihenwerte laden',
    link: 'Zeitreihenwerte laden',
  },
  documents: {
    title: 'Messdokumente',
  },
  about: {
    title: 'Über die Handeingabe',
  },
  changelog: {
    title: 'Änderungsprotokoll',
  },
  imprint: {
    title: 'Impressum',
  },
  privacy: {
    title: 'Datenschutzerklärung',
  },
} as const;
