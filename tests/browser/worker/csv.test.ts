import { describe, expect, test } from 'vitest';
import ehydText from '../../fixtures/ehyd-sample.csv?raw';
import type { CsvColumns } from '../../../src/shared/contract';
import { demoRoundId } from './round-helpers';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';
import { analysisHistoryOf } from './read-topic';

stopWorkersAfterEachTest();
const worker = async (...args: Parameters<typeof startWorker>) => (await startWorker(...args)).api;

/** The Austrian hydrographic service export: 20 header lines up to 'Werte:', then date-time ; value. */
const EHYD_COLUMNS: CsvColumns = { dateColumn: 0, timeColumn: -1, valueColumn: 1, remarkColumn: -1, startRow: 20, dateTimeFormat: 'dd.MM.yyyy HH:mm:ss' };
const local = (day: number) => new Date(2024, 0, day).toISOString();

describe('spec entry.md §2 CSV importer / §5 CSV rules through the real worker', () => {
  test('an eHYD export handed over as a File: summary, warnings and preview pages', async () => {
    const api = await worker({ databaseName: uniqueDatabaseName('csv') });
    const summary = await api.openCsv(new File([ehydText], 'ehyd-sample.csv', { type: 'text/csv' }), EHYD_COLUMNS);
    expect(summary).toMatchObject({ delimiter: ';', recordCount: 12, skippedRows: 0, warningCount: 0, firstDt: local(1), lastDt: local(12) });
    expect(summary.head[0]).toEqual(['Messstelle:', 'Innsbruck']);
    expect(summary.preview[0]).toEqual({ row: 20, dt: local(1), value: 194.3, remark: '' });
    // 'Lücke' is not a number: it becomes the remark
    expect(summary.preview[3]).toEqual({ row: 23, dt: local(4), value: null, remark: 'Lücke' });
    expect(await api.csvPreview(summary.importId, 1, 5)).toEqual(summary.preview.slice(5, 10));

    // the column settings change: the kept text is mapped again (value column -1: every value null)
    const remapped = await api.updateCsv(summary.importId, { ...EHYD_COLUMNS, valueColumn: -1 });
    expect(remapped.preview.every((record) => record.value === null)).toBe(true);
  });

  test('issue 12: a Windows-1252 export read with no manual choice: layout proposed, "Lücke" decoded, settings the user chose kept', async () => {
    const api = await worker({ databaseName: uniqueDatabaseName('csvlayout') });
    const bytes = await (await fetch(new URL('../../fixtures/ehyd-sample-windows-1252.csv', import.meta.url))).arrayBuffer();
    const file = new File([bytes], 'ehyd.csv', { type: 'text/csv' });
    const specDefaults: CsvColumns = { dateColumn: 1, timeColumn: 1, valueColumn: 2, remarkColumn: 0, startRow: 2, dateTimeFormat: 'dd.MM.yyyy HH:mm' };

    const summary = await api.openCsv(file, specDefaults, { detectLayout: true });
    expect(summary.columns).toEqual({ dateColumn: 0, timeColumn: 0, valueColumn: 1, remarkColumn: -1, startRow: 20, dateTimeFormat: 'dd.MM.yyyy HH:mm:ss' });
    expect([...summary.detected].sort()).toEqual(['dateColumn', 'dateTimeFormat', 'remarkColumn', 'startRow', 'timeColumn', 'valueColumn']);
    expect(summary).toMatchObject({ delimiter: ';', recordCount: 12, skippedRows: 0, firstDt: local(1), lastDt: local(12) });
    expect(summary.head[4]).toEqual(['Gewässer:', 'Inn']);
    expect(summary.preview[0]).toEqual({ row: 20, dt: local(1), value: 194.3, remark: '' });
    expect(summary.preview[3]).toEqual({ row: 23, dt: local(4), value: null, remark: 'Lücke' });

    // the user chose a remark column and the format: a new text keeps both, the rest follows the file
    const kept = await api.openCsv(file, { ...specDefaults, remarkColumn: 1, dateTimeFormat: 'dd.MM.yyyy HH:mm' }, { detectLayout: true, kept: ['remarkColumn', 'dateTimeFormat'] });
    expect(kept.columns).toMatchObject({ remarkColumn: 1, dateTimeFormat: 'dd.MM.yyyy HH:mm', startRow: 20, valueColumn: 1 });
    expect(kept.detected).not.toContain('remarkColumn');
  });

  test("an unterminated quote is a warning 'Quoted field unterminated'", async () => {
    const api = await worker({ databaseName: uniqueDatabaseName('csvquote') });
    const summary = await api.openCsv('01.01.2024 07:00;1,5\n02.01.2024 07:00;"2,5\n', { ...EHYD_COLUMNS, startRow: 0, dateTimeFormat: 'dd.MM.yyyy HH:mm' });
    expect(summary.warnings.map((warning) => warning.message)).toContain('Quoted field unterminated');
  });

  test('posting builds the values of the chosen timeseries; an import number is required; double posting is blocked', async () => {
    const api = await worker({ databaseName: uniqueDatabaseName('csvpost') });
    const mrId = await demoRoundId(api);
    const group = await api.loadGroup(mrId);
    const timeseries = group.entries.find((entry) => entry.inputType === 'NUMBER')!;
    const withoutNumber = group.entries.find((entry) => entry.inputType === 'NO_IMPORT_NUMBER');
    const { importId } = await api.openCsv(ehydText, EHYD_COLUMNS);

    if (withoutNumber) {
      await expect(api.postCsv(importId, { mrId, timeseries: withoutNumber })).rejects.toMatchObject({ code: 'NO_IMPORT_NUMBER', message: 'No import number has been defined' });
    }
    await expect(api.postCsv(importId, { mrId, timeseries: { ...timeseries, importNumber: undefined } })).rejects.toMatchObject({
      code: 'NO_IMPORT_NUMBER',
      message: 'No import number has been defined',
    });

    const first = api.postCsv(importId, { mrId, timeseries, team: 'CSV-Team' });
    const second = api.postCsv(importId, { mrId, timeseries });
    await expect(second).rejects.toMatchObject({ code: 'CSV_POSTING', message: 'The CSV values are being posted' });
    expect(await first).toEqual({ count: 12 });

    // the rows are of January 2024: older than the default 2-year history window, inside the analysis' (issue 16)
    const { series } = await analysisHistoryOf(api, [timeseries.tsId]);
    const index = Array.from(series[0].t).indexOf(Date.parse(local(1)));
    expect(series[0].v[index]).toBe(194.3);
  });
});
