// issue 36 small defect (a): an alert's details show the worded message for the error's code (German, English) and
// the server's own text when it sent one — never the worker's internal English message.
import i18next from 'i18next';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { workerError } from '../../../../src/shared/contract/errors';
import { Alerts } from '../../../../src/ui/app/Alerts';
import { initI18n } from '../../../../src/ui/i18n';
import { reportError } from '../../../../src/ui/state/report-error';
import { store } from '../../../../src/ui/state/store';
import { mountElement, unmountScreens } from '../mount';

beforeAll(() => initI18n('de'));
afterEach(async () => {
  unmountScreens();
  store.alerts = [];
  await i18next.changeLanguage('de');
});

const details = () => document.querySelector('.alerts details');

test('issue 36 defect (a): no server text — the code is worded in German, then in English; the worker English is not shown', async () => {
  mountElement(<Alerts />);
  reportError(workerError('NETWORK', 'Server not reachable: Failed to fetch'), 'groups.errorTitle', 'groups.error');
  await expect.poll(() => details()?.textContent ?? '').toContain('Der Server ist nicht erreichbar. Bitte prüfen Sie die Netzwerkverbindung.');
  expect(details()!.textContent).not.toContain('Failed to fetch');
  expect(details()!.querySelector('pre')!.textContent).toBe('NETWORK');
  await i18next.changeLanguage('en');
  await expect.poll(() => details()?.textContent ?? '').toContain('The server cannot be reached. Please check the network connection.');
  expect(details()!.textContent).not.toContain('Failed to fetch');
});

test("issue 36 defect (a): the server's own text is shown after its status", async () => {
  mountElement(<Alerts />);
  reportError(workerError('HTTP', 'HTTP 409 Conflict', { status: 409, statusText: 'Conflict', detail: 'Runde gesperrt' }), 'groups.errorTitle', 'groups.error');
  await expect.poll(() => details()?.querySelector('pre')?.textContent).toBe('HTTP 409 Conflict Runde gesperrt');
  expect(details()!.querySelector('summary')!.textContent).toBe('Der Server hat die Anfrage abgelehnt.');
});
