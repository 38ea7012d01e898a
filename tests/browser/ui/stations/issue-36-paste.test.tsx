// issue 36 item 14 (spec entry.md §5 "Pasting tab-separated text spreads values over consecutive inputs, comma
// turned into a decimal point") in the online table, and item 21: the field pasted into shows its value at once.
import { format, subDays } from 'date-fns';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { editsStored } from '../../../../src/ui/state/mobile/round-actions';
import { mobileStore } from '../../../../src/ui/state/mobile/mobile-store';
import { workerApi } from '../../../../src/ui/worker-client';
import { cleanUpOnlineSessions, DEMO_ROUND_ID, mountAt, startApp } from './mount-app';
import { storedRoundView } from '../../worker/round-helpers';

const yesterday = format(subDays(new Date(), 1), 'yyyy-MM-dd');
const STATION = 'Innsbruck Universität';
const valueField = (parameter: string) => page.getByLabelText(`${STATION} ${parameter} Wert`);

beforeAll(startApp);
afterEach(cleanUpOnlineSessions);

function pasteInto(input: HTMLInputElement, text: string) {
  input.focus();
  const data = new DataTransfer();
  data.setData('text', text);
  input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}

test('issue 36 item 14: "101⇥20,5⇥4,5" pasted into W fills W, Q and WT of the table, decimal comma read as a point', async () => {
  mountAt(`/stations/${DEMO_ROUND_ID}/${yesterday}`);
  await expect.element(valueField('W')).toBeVisible();
  const water = valueField('W').element() as HTMLInputElement;
  pasteInto(water, '101\t20,5\t4,5');

  // item 21: the focused field shows its share before any blur
  expect(document.activeElement).toBe(water);
  await expect.element(valueField('W')).toHaveValue('101');
  await expect.element(valueField('Q')).toHaveValue('20,5');
  await expect.element(valueField('WT')).toHaveValue('4,5');

  water.blur();
  await expect.element(valueField('W')).toHaveValue('101');
  await editsStored();
  const view = await storedRoundView(workerApi(), mobileStore.instanceId!);
  const values = Object.fromEntries(view.round.entries.filter((entry) => entry.staName === STATION).map((entry) => [entry.tsParameter, entry.value]));
  expect(values).toMatchObject({ W: 101, Q: 20.5, WT: 4.5 });
  // the station took the online default date (the chosen day at 12:00) with the pasted values
  const dated = view.round.entries.find((entry) => entry.staName === STATION && entry.tsParameter === 'W');
  expect(new Date(dated!.dt!).getHours()).toBe(12);
});
