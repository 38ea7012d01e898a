// The words of the PDF round protocol in the page's language (issue 36 items 1 and 8): the archive detail's labels.
import type { NumberLocale } from '../../shared/format/number';

interface ProtocolTexts {
  title: string;
  group: string;
  protocolNumber: string;
  created: string;
  submitted: string;
  team: string;
  decision1: string;
  decision2: string;
  completed: string;
  remark: string;
  timeZone: string;
  columns: readonly [station: string, parameter: string, dateTime: string, value: string, remarks: string, decision1: string, decision2: string];
}

export const PROTOCOL_TEXTS: Record<NumberLocale, ProtocolTexts> = {
  de: {
    title: 'Protokoll',
    group: 'Gruppe',
    protocolNumber: 'Protokoll-Nr.',
    created: 'Erstellt',
    submitted: 'Übermittelt',
    team: 'Team',
    decision1: 'Entscheidung 1',
    decision2: 'Entscheidung 2',
    completed: 'Abgeschlossen',
    remark: 'Bemerkung',
    timeZone: 'Zeitzone',
    columns: ['Station', 'Parameter', 'Datum/Zeit', 'Wert', 'Bemerkungen', 'Entscheidung 1', 'Entscheidung 2'],
  },
  en: {
    title: 'Protocol',
    group: 'Group',
    protocolNumber: 'Protocol no.',
    created: 'Created',
    submitted: 'Submitted',
    team: 'Team',
    decision1: 'Decision 1',
    decision2: 'Decision 2',
    completed: 'Completed',
    remark: 'Remark',
    timeZone: 'Time zone',
    columns: ['Station', 'Parameter', 'Date/time', 'Value', 'Remarks', 'Decision 1', 'Decision 2'],
  },
};
