// Explanations of the worker's error codes (src/shared/contract/errors.ts) that have no spec key of their own.
export const errorsDe = {
  notModified: 'Die Daten haben sich nicht geändert.',
  notFound: 'Der Server kennt die angefragten Daten nicht.',
  http: 'Der Server hat die Anfrage abgelehnt.',
  network: 'Der Server ist nicht erreichbar. Bitte prüfen Sie die Netzwerkverbindung.',
  validation: 'Die Eingabe wurde abgelehnt.',
  storage: 'Die Daten konnten auf diesem Gerät nicht gelesen oder gespeichert werden.',
  quotaExceeded:
    'Der Speicher dieses Geräts ist voll; die letzte Änderung wurde nicht gespeichert. Bitte übertragen Sie fertige Messtouren oder löschen Sie nicht mehr benötigte Offline-Kopien und geben Sie die Änderung dann erneut ein.',
  cancelled: 'Der Vorgang wurde abgebrochen.',
  unexpected: 'Ein unerwarteter Fehler ist aufgetreten.',
  csvPosting: 'Die CSV-Werte werden gerade übertragen.',
  csvEmpty: 'Es wurden keine Werte eingelesen.',
  csvNotOpen: 'Der CSV-Import ist nicht mehr geöffnet. Bitte laden Sie die Datei erneut.',
  groupNotFound: 'Diese Messtour ist auf diesem Gerät nicht gespeichert.',
  unknownGroupName: 'Die Messtour der Datei gibt es nicht in der Liste der Messtouren.',
  missingInstanceId: 'Der Messtour fehlt die Kennung (instanceId).',
  notARoundFile: 'Die Datei ist keine Offline-Messtour.',
  noEntries: 'Die Messtour enthält keinen Eintrag.',
  entryNotFound: 'Diesen Eintrag gibt es in der Messtour nicht.',
  photoNotFound: 'Das Foto ist auf diesem Gerät nicht gespeichert.',
  transferBodyMissing: 'Zu dieser Übertragung sind keine Messwerte gespeichert.',
} as const;
