// German texts (default language). Keys named in the spec (groups.errorTitle, …) are kept verbatim.
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
  nav: {
    home: 'Startseite',
    config: 'Einstellungen',
    about: 'Hilfe',
  },
  groups: {
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
    empty: 'Keine Messtouren gefunden.',
    count_one: '{{count}} Messtour',
    count_other: '{{count}} Messtouren',
  },
} as const;
