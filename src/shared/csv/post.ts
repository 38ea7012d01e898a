// spec entry.md §5 CSV posting: a chosen timeseries, at least one parsed row, an import number; §8 error catalogue
import type { Entry } from '../schema/entry';
import { hasImportNumber } from '../rules/input-type';
import type { CsvRecord } from './rows';

const NO_IMPORT_NUMBER_KEY = 'csv.noImportNumber';
const NO_IMPORT_NUMBER_MESSAGE = 'No import number has been defined';

type CsvEntries =
  | { ok: true; entries: Entry[] }
  | { ok: false; messageKey: typeof NO_IMPORT_NUMBER_KEY; message: string };

/** The post button: enabled with a chosen timeseries and at least one parsed row, not while posting. */
export function canPostCsv(timeseries: Entry | undefined, records: readonly CsvRecord[], posting: boolean): boolean {
  return !posting && timeseries !== undefined && records.length > 0;
}

/**
 * One entry per record for the chosen timeseries: its dt, value and the remark as timeseries
 * remark; the unit override, when given, replaces the unit. Refused when the timeseries has no
 * import number.
 */
export function csvEntries(timeseries: Entry, records: readonly CsvRecord[], unitOverride?: string): CsvEntries {
  if (!hasImportNumber(timeseries.importNumber)) {
    return { ok: false, messageKey: NO_IMPORT_NUMBER_KEY, message: NO_IMPORT_NUMBER_MESSAGE };
  }
  const tsUnit = unitOverride?.trim() ? unitOverride.trim() : timeseries.tsUnit;
  return {
    ok: true,
    entries: records.map((record) => ({
      ...timeseries,
      tsUnit,
      dt: record.dt,
      value: record.value,
      tsRemark: record.remark ? { text: record.remark } : undefined,
    })),
  };
}
