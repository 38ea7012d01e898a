// issue 37 item 4 (words in the UI, keys from the worker): the notice over a chart whose server answer could not be
// read tells the refusal by its code's explanation in the page's language (ErrorDetails), never the worker's English message.
import { afterEach, beforeAll, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { workerError } from '../../../../src/shared/contract/errors';
import { HistoryNotices } from '../../../../src/ui/screens/chart/HistoryNotices';
import { initTextsOfEveryScreen, mountElement, unmountScreens } from '../mount';

beforeAll(initTextsOfEveryScreen);
afterEach(unmountScreens);

test("a refused answer: the notice, the code's German explanation and the code; the worker's English message nowhere", async () => {
  const refused = workerError('INVALID_RECORD', 'timeseries values of TS-1: value must be a number', { record: 'timeseries values of TS-1', field: 'value' });
  mountElement(<HistoryNotices refused={refused} />);
  const notice = page.getByText('Die Werte vom Server sind nicht lesbar – gespeicherte Werte werden angezeigt.');
  await expect.element(notice).toBeVisible();
  await expect.element(page.getByText('Ein Datensatz hat nicht das erwartete Format und kann nicht angezeigt werden.')).toBeInTheDocument();
  expect(document.querySelector('.alert-warning details pre')?.textContent).toBe('INVALID_RECORD');
  expect(document.body.textContent).not.toContain('value must be a number');
});
