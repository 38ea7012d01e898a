// issue 10: two tabs on one copy. The overview of tab A shows what tab B stores, without a reload or a poll.
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { startWorker, stopWorkersAfterEachTest } from '../../worker/start-worker';
import { appDatabaseName, unmountScreens } from '../mount';
import { mountAt, newDemoRound, startApp } from './mount-app';
import { editedRoundView } from '../../worker/round-helpers';

stopWorkersAfterEachTest();
beforeAll(startApp);
afterEach(unmountScreens);

const valueOf = (staNumber: string) =>
  [...document.querySelectorAll('.overview-table tbody tr')].find((row) => row.textContent?.includes(staNumber))?.querySelector('td:nth-child(4)')
    ?.textContent;

describe('issue 10 a change in one tab reaches the other tab', () => {
  test("tab B's edit of the copy appears in tab A's overview", async () => {
    const view = await newDemoRound();
    const instanceId = view.round.instanceId;
    mountAt(`/mobile/${instanceId}/overview`);
    await expect.element(page.getByRole('table')).toBeVisible();
    const row = view.round.entries.findIndex((entry) => entry.staNumber === '201301' && entry.tsParameter === 'W');

    const tabB = await startWorker({ databaseName: appDatabaseName() });
    await editedRoundView(tabB.api, instanceId, [{ kind: 'entry', entryKey: view.rows[row].entryKey, patch: { value: 287 } }]);
    await expect.poll(() => valueOf('201301')).toBe('287,00');
  });
});
