// issue 12 (spec entry.md §5 Last value, §4 NO_YES): what a row shows of the last stored value — the marker
// "= Min" is a note that does not paint the empty input as implausible, and a yes/no series shows nein/ja.
import { asTsId } from '../../../../src/shared/contract/ids';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { Entry } from '../../../../src/shared/schema/entry';
import type { EntryKey, RowView } from '../../../../src/shared/contract';
import { EntryRow } from '../../../../src/ui/screens/stations/EntryRow';
import { initTextsOfEveryScreen, mountElement, unmountScreens } from '../mount';

beforeAll(initTextsOfEveryScreen);
afterEach(unmountScreens);

const LAST_DT = '2026-11-20T07:00:00.000Z';

function mountRow(entry: Partial<Entry>, row: Partial<RowView>) {
  const full: Entry = { staName: 'Pegel', staNumber: '1', tsId: asTsId('T1'), tsParameter: 'W', tsUnit: 'cm', importNumber: '1-1', inputType: 'NUMBER', staOrdinal: 1, ...entry };
  const view: RowView = { index: 0, entryKey: 'row-1' as EntryKey, stationRemarkEnabled: true, status: '', filled: false, ...row };
  mountElement(
    <table>
      <tbody>
        <EntryRow entry={full} row={view} columns={['tsParameter', 'lastValue']} defaultDt={undefined} mez={false} showTime showRemark showTimeSetNow={false} showDuplicate={false} tableRows={[0]} />
      </tbody>
    </table>,
  );
}

test('the last value marker "= Min" shows under an empty value input without marking it implausible', async () => {
  mountRow({ tsData: { last: { dt: LAST_DT, value: 20 }, minExcludingLast: 20, maxExcludingLast: 90 } }, { lastValue: { key: 'plausibility.lastAtMin', readings: { value: 20, min: 20, max: 90 } } });
  await expect.element(page.getByText('Letzter Wert 20,00 = Min')).toBeVisible();
  const input = page.getByLabelText('Pegel W Wert');
  await expect.element(input).toHaveValue('');
  await expect.element(input).not.toHaveAttribute('aria-invalid');
});

test('an implausible value still marks the input', async () => {
  mountRow({ value: 700 }, { implausible: { key: 'plausibility.outOfRange', readings: { value: 700, min: 0, max: 650, deviation: 50 } } });
  await expect.element(page.getByLabelText('Pegel W Wert')).toHaveAttribute('aria-invalid', 'true');
});

test('the last value column of a yes/no series shows nein or ja', async () => {
  mountRow({ tsUnit: 'nein/ja', inputType: 'NO_YES', tsData: { last: { dt: LAST_DT, value: 0 } } }, {});
  const lastCell = () => document.querySelectorAll('tr td')[1]?.textContent;
  await expect.poll(lastCell).toMatch(/^nein \(\d\d\.\d\d\.26 \d\d:\d\d\)$/);
});
