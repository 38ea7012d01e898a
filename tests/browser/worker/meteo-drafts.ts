// A meteo table's draft as the UI sees it (issue 37): the rows typed and not yet posted, as the table shows them on
// the topic 'meteo', and whether logout would find the draft unsent.
import type { Remote } from 'comlink';
import type { MeteoDraftKey, WorkerApi } from '../../../src/shared/contract';
import { isMeteoRowEditable, isMeteoRowEmpty, type MeteoRow } from '../../../src/shared/rules/meteo-rows';
import { firstView } from './round-helpers';

type Api = Remote<WorkerApi<Blob>>;

/** The editable days of the table holding something typed, as stored (without the view's hasStoredData). */
export async function typedMeteoRows(api: Api, table: MeteoDraftKey): Promise<MeteoRow[]> {
  const month = await firstView(api, { kind: 'meteo', table });
  if ('refusal' in month) throw new Error(`meteo table refused: ${month.refusal}`);
  return month.days.map(({ row }) => row).filter((row) => isMeteoRowEditable(row) && !isMeteoRowEmpty(row)).map(({ hasStoredData: _stored, ...typed }) => typed);
}

/** Whether the device keeps a draft of the table that logout would name (listUnsent). */
export async function hasUnsentDraft(api: Api, { mrId, staNumber, month }: MeteoDraftKey): Promise<boolean> {
  return (await api.listUnsent()).some((item) => item.id === `meteo:${mrId}/${staNumber}/${month}`);
}
