// German texts of the navigation bar, the about page and the static pages (spec archive.md §2).

export const aboutDe = {
  privacy: 'Datenschutzerklärung',
  imprint: 'Impressum',
  changelog: 'Änderungsprotokoll',
  help: 'Online-Hilfe',
  needsInternet: 'benötigt eine Internetverbindung',
  versions: 'Versionen',
  clientVersion: 'Client-Version',
  serverVersion: 'Server-Version',
  unknown: 'unbekannt',
  userAgent: 'User-Agent',
  pwaTitle: 'Als App installieren',
  pwa:
    'Die Handeingabe lässt sich als progressive Web-App installieren: im Browsermenü „App installieren“ oder „Zum Startbildschirm hinzufügen“ wählen. Die installierte App startet ohne Adressleiste und funktioniert mit vorab geladenen Messtouren auch ohne Netz.',
  pwaInstalled: 'Diese Handeingabe läuft als installierte App.',
  licences: 'Open-Source-Lizenzen',
  licencesIntro: 'Die Handeingabe verwendet im Browser diese Open-Source-Bibliotheken:',
  bugReport: 'Fehler melden',
  bugReportIntro: 'Kopieren Sie diese Vorlage in Ihre Fehlermeldung und ergänzen Sie Beschreibung und Schritte.',
  bugTemplate:
    'Produkt: {{product}}\nBeschreibung: \nSchritte zum Nachvollziehen:\n1. \n2. \nURL: {{url}}\nClient-Version: {{clientVersion}}\nServer-Version: {{serverVersion}}\nBrowser: {{browser}}\nUser-Agent: {{userAgent}}',
  copy: 'Vorlage kopieren',
  copied: 'Die Vorlage ist in der Zwischenablage.',
  copyFailed: 'Kopieren nicht möglich – bitte den Text markieren und kopieren.',
} as const;

export const changelogDe = {
  entries: {
    '2025-04': {
      date: 'April 2025',
      text: 'Plausibilitätsprüfung des Datums: Ablesungen, die mehr als 10 Tage zurückliegen, gelten als unplausibel und werden markiert. Tastenkürzel für die Navigation, helles und dunkles Design.',
    },
    '2024-10': {
      date: 'Oktober 2024',
      text: 'Berechtigungsverwaltung für Administratoren: Rollen je Benutzer und Messtour.',
    },
    '2023-05': {
      date: 'Mai 2023',
      text: 'Analyseansichten mit Diagrammen, Bemerkungen und Jahresübersicht je Messtour.',
    },
    '2022-03': {
      date: 'März 2022',
      text: 'Anmeldung über einen zentralen Anmeldedienst; das Archiv zeigt Entscheidungen 1 und 2.',
    },
    '2020-09': {
      date: 'September 2020',
      text: 'Offline-Erfassung auf dem Mobilgerät mit Fotos, Karte und Barcode-Suche.',
    },
    '2019-02': {
      date: 'Februar 2019',
      text: 'CSV-Import von Datensammlern und Ausdruck der Messtour.',
    },
    '2017-06': {
      date: 'Juni 2017',
      text: 'Meteorologische Tageswerte mit Niederschlag, Schneehöhe und Neuschnee.',
    },
    '2015-11': {
      date: 'November 2015',
      text: 'Abflussberechnung aus Pegel und Schlüsselkurve.',
    },
    '2014-04': {
      date: 'April 2014',
      text: 'Erste Version: Pegelablesungen der Messtouren im Büro erfassen und an den Server übermitteln.',
    },
  },
} as const;

export const imprintDe = {
  operatorTitle: 'Betreiber',
  operator:
    'Medieninhaber und Betreiber dieser Installation ist der hydrographische Dienst, der die Messtouren organisiert. Fragen zur Anwendung richten Sie bitte an die Betriebsleitung Ihrer Messtour.',
  purposeTitle: 'Zweck',
  purpose:
    'Die Handeingabe dient dem Erfassen von Ablesungen an hydrologischen und meteorologischen Messstellen. Sie ist für Beobachterinnen und Beobachter, Talsperrenwärter und Betriebsleitung bestimmt.',
  liabilityTitle: 'Haftung',
  liability:
    'Die angezeigten Werte sind Rohdaten und nicht geprüft. Für Entscheidungen gelten ausschließlich die geprüften Daten des hydrographischen Dienstes.',
} as const;

export const privacyDe = {
  deviceTitle: 'Daten auf diesem Gerät',
  device:
    'Offline erfasste Messtouren, Fotos, Einstellungen und zwischengespeicherte Messwerte liegen im Speicher des Browsers auf diesem Gerät. Sie bleiben dort, bis eine Messtour übermittelt oder gelöscht wird.',
  serverTitle: 'Daten auf dem Server',
  server:
    'Übermittelte Ablesungen werden mit Zeitpunkt, Team und Bemerkungen gespeichert. Der Server protokolliert Anfragen mit Uhrzeit und Browserkennung, um Fehler zu finden.',
  loginTitle: 'Anmeldung',
  login:
    'Bei der Anmeldung übernimmt der Anmeldedienst die Prüfung von Benutzername und Passwort. Die Handeingabe erhält nur den Benutzernamen und die zugewiesenen Rollen.',
  noTrackingTitle: 'Keine Auswertung',
  noTracking: 'Es werden keine Analyse- oder Werbedienste eingebunden. Kartenkacheln werden nur von den konfigurierten Kartendiensten geladen.',
} as const;
