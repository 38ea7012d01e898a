import { asTsId } from '../../../../src/shared/contract/ids';
import type { Entry } from '../../../../src/shared/schema/entry';

/** An entry of station `staNumber` and timeseries `tsId` with the given fields. */
export function entry(staNumber: string, tsId: string, fields: Partial<Entry> = {}): Entry {
  return {
    staName: `Station ${staNumber}`,
    staNumber,
    tsId: asTsId(tsId),
    tsParameter: 'W',
    tsUnit: 'cm',
    importNumber: `${tsId}-1`,
    inputType: 'NUMBER',
    ...fields,
  };
}
