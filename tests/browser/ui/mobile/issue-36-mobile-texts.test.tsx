// issue 36 item 21 on the phone: a pasted value shows in the focused field at once (spec entry.md §5 paste), and a
// code button reads "n nein", not "nnein" (spec entry.md §4 NO_YES / NO_STEADY_INCIDENT codes and labels).
import { afterEach, beforeAll, expect, test } from 'vitest';
import { unmountScreens } from '../mount';
import { openStation, seriesField, startApp } from './mount-app';

beforeAll(startApp);
afterEach(unmountScreens);

test('issue 36 item 21: the field pasted into shows its value before it loses the focus', async () => {
  const { tsId, stored } = await openStation('201301');
  const water = seriesField(tsId('W')).element() as HTMLInputElement;
  water.focus();
  const data = new DataTransfer();
  data.setData('text', '101\t20,5');
  water.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  expect(document.activeElement).toBe(water);
  await expect.element(seriesField(tsId('W'))).toHaveValue('101');
  await expect.element(seriesField(tsId('Q'))).toHaveValue('20,5');
  await expect.poll(async () => (await stored('W')).value).toBe(101);
});

test('issue 36 item 21: a yes/no button shows its letter and its label apart', async () => {
  const { tsId } = await openStation('201301');
  const buttons = [...seriesField(tsId('EIS'), '.button-row').element().querySelectorAll('button')];
  expect(buttons.map((button) => button.innerText.replace(/\s+/g, ' '))).toEqual(['n nein', 'j ja']);
});
