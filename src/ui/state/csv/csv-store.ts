// State of the CSV importer screen (spec entry.md §2 CSV importer). The text lives in the worker; here only the
// summary and the shown preview page.
import { proxy, ref } from 'valtio';
import type { Group } from '../../../shared/schema/group';
import type { CsvRecord } from '../../../shared/csv/rows';
import type { CsvColumnKey, CsvColumns, CsvSummary } from '../../../shared/contract';

interface CsvState {
  groupName: string;
  group?: Group;
  text: string;
  columns: CsvColumns;
  /** the settings the user chose on this screen: a new text keeps them, the others follow the file's layout */
  chosen: CsvColumnKey[];
  unitOverride: string;
  team: string;
  tsId: string;
  summary?: CsvSummary;
  page: number;
  rows: CsvRecord[];
  /** the worker is reading the text or the new column settings */
  parsing: boolean;
  posting: boolean;
}

export const PREVIEW_PAGE_SIZE = 100;

export const csvStore = proxy<CsvState>({
  groupName: '',
  text: '',
  columns: { dateColumn: 1, timeColumn: 1, valueColumn: 2, remarkColumn: 0, startRow: 2, dateTimeFormat: 'dd.MM.yyyy HH:mm' },
  chosen: [],
  unitOverride: '',
  team: '',
  tsId: '',
  page: 0,
  rows: [],
  parsing: false,
  posting: false,
});

export function setPreview(summary: CsvSummary | undefined): void {
  csvStore.summary = summary ? ref(summary) : undefined;
  if (summary) csvStore.columns = { ...summary.columns };
  csvStore.page = 0;
  csvStore.rows = ref(summary?.preview ?? []);
}
