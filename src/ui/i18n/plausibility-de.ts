// issue 36 item 17: the texts of the worker's plausibility and date messages (src/shared/rules/rule-message.ts);
// the German ones as spec entry.md §5 and the audit read them.
export const plausibilityDe = {
  outOfRange: 'Wert {{value}} außerhalb des plausiblen Bereichs {{min}} – {{max}} (Abweichung {{deviation}})',
  incident: 'Ereignis gemeldet',
  lastOutOfRange: 'Letzter Wert {{value}} außerhalb des bisherigen Bereichs {{min}} – {{max}}',
  lastAtMin: 'Letzter Wert {{value}} = Min',
  lastAtMax: 'Letzter Wert {{value}} = Max',
  dateFuture: 'Datum liegt in der Zukunft',
  dateTooOld_one: 'Datum liegt mehr als {{count}} Tag zurück',
  dateTooOld_other: 'Datum liegt mehr als {{count}} Tage zurück',
} as const;
