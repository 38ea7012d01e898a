import type { Messages } from './messages';

export const plausibilityEn: Messages['plausibility'] = {
  outOfRange: 'Value {{value}} outside the plausible range {{min}} – {{max}} (deviation {{deviation}})',
  incident: 'Incident reported',
  lastOutOfRange: 'Last value {{value}} outside the previous range {{min}} – {{max}}',
  lastAtMin: 'Last value {{value}} = Min',
  lastAtMax: 'Last value {{value}} = Max',
  dateFuture: 'Date lies in the future',
  dateTooOld_one: 'Date lies more than {{count}} day back',
  dateTooOld_other: 'Date lies more than {{count}} days back',
};
