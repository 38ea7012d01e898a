// Intents of the CSV importer (spec entry.md §2 CSV importer, §4 CSV parsing, §5 CSV): the text or file goes to the
// worker once per change (debounced), column changes re-map the kept text, the preview comes a page at a time.
import { ref } from 'valtio';
import type { CsvImporterSettings } from '../../../shared/schema/settings';
import type { CsvColumnKey, CsvColumns, CsvSummary } from '../../../shared/contract';
import { isWorkerError } from '../../../shared/contract';
import { workerApi } from '../../worker-client';
import { addAlert, addPostSuccessAlert } from '../alerts';
import { reportError } from '../report-error';
import { store } from '../store';
import { loadGroupByName } from '../history/group-by-name';
import { csvStore, PREVIEW_PAGE_SIZE, setPreview } from './csv-store';

const TEXT_DEBOUNCE_MS = 300;

let textTimer: ReturnType<typeof setTimeout> | undefined;
/** answers of older requests are dropped, so a slow parse never overwrites a newer one */
let generation = 0;

export async function openCsvImporter(groupName: string): Promise<void> {
  const { unitOverride, team, ...columns }: CsvImporterSettings = store.settings?.csvImporter ?? csvStore.columns;
  Object.assign(csvStore, { groupName, group: undefined, text: '', columns, chosen: [], unitOverride: unitOverride ?? '', team: team ?? '', tsId: '' });
  await closeImport();
  try {
    const group = await loadGroupByName(groupName);
    if (csvStore.groupName === groupName) csvStore.group = ref(group);
  } catch (error) {
    reportError(error, 'csv.errorTitle', 'groups.error');
  }
}

export function setCsvText(text: string): void {
  csvStore.text = text;
  clearTimeout(textTimer);
  textTimer = setTimeout(() => void openSource(text), TEXT_DEBOUNCE_MS);
}

/** A dropped or chosen file is handed over as the File itself (never read into the main thread). */
export function setCsvFile(file: File): void {
  clearTimeout(textTimer);
  csvStore.text = '';
  void openSource(file);
}

/** A setting the user chose: applied now and kept when a new text or file arrives. */
export function setCsvColumns(patch: Partial<CsvColumns>): void {
  csvStore.columns = { ...csvStore.columns, ...patch };
  const keys = Object.keys(patch) as CsvColumnKey[];
  csvStore.chosen = [...new Set([...csvStore.chosen, ...keys])];
  const importId = csvStore.summary?.importId;
  if (importId) void parse(() => workerApi().updateCsv(importId, { ...csvStore.columns }));
}

export async function showCsvPage(page: number): Promise<void> {
  const importId = csvStore.summary?.importId;
  if (!importId) return;
  const rows = await workerApi().csvPreview(importId, page, PREVIEW_PAGE_SIZE);
  if (csvStore.summary?.importId !== importId) return;
  csvStore.page = page;
  csvStore.rows = ref(rows);
}

export async function postCsvValues(): Promise<void> {
  const { summary, group, tsId, unitOverride, team } = csvStore;
  const timeseries = group?.entries.find((entry) => entry.tsId === tsId);
  if (!summary || !group || !timeseries || csvStore.posting) return;
  csvStore.posting = true;
  try {
    const result = await workerApi().postCsv(summary.importId, { mrId: group.mrId, timeseries, unitOverride, team });
    addPostSuccessAlert(result.count, 'csvPost', result.answerUnread);
  } catch (error) {
    if (isWorkerError(error) && error.code === 'NO_IMPORT_NUMBER') addAlert({ type: 'alert-danger', msg: error.messageKey, topic: 'csvPost' });
    else reportError(error, 'csv.errorTitle', 'api.postTimeseriesError', 'groups.loginRequiredSave', 'csvPost');
  } finally {
    csvStore.posting = false;
  }
}

export async function closeImport(): Promise<void> {
  clearTimeout(textTimer);
  generation++;
  const importId = csvStore.summary?.importId;
  setPreview(undefined);
  if (importId) await workerApi().closeCsv(importId);
}

async function openSource(source: File | string): Promise<void> {
  const previous = csvStore.summary?.importId;
  const empty = typeof source === 'string' && source.trim() === '';
  await parse(async () => (empty ? undefined : workerApi().openCsv(source, { ...csvStore.columns }, { detectLayout: true, kept: [...csvStore.chosen] })));
  if (previous && previous !== csvStore.summary?.importId) await workerApi().closeCsv(previous);
}

async function parse(request: () => Promise<CsvSummary | undefined>): Promise<void> {
  const current = ++generation;
  csvStore.parsing = true;
  try {
    const summary = await request();
    if (current !== generation) {
      if (summary && summary.importId !== csvStore.summary?.importId) await workerApi().closeCsv(summary.importId);
      return;
    }
    setPreview(summary);
  } catch (error) {
    if (current === generation) reportError(error, 'csv.errorTitle', 'csv.errorTitle');
  } finally {
    if (current === generation) csvStore.parsing = false;
  }
}
