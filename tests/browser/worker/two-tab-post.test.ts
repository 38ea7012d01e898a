// issue 34 "Two-tab post race": two tabs post one copy; the tab whose post comes second finds the copy gone and says
// that the round was transferred, not "Group … does not exist!".
import { expect, test } from 'vitest';
import { startWorker, stopWorkersAfterEachTest } from './start-worker';
import { filledCopy } from './transfer-helpers';

stopWorkersAfterEachTest();

test('issue 34: the tab that lost the post race is told the round was transferred in another tab', async () => {
  const { server, databaseName, worker: first, instanceId, postPath } = await filledCopy('two-tab-post');
  const second = await startWorker({ databaseName, apiBase: server.apiBase });

  await first.api.postRound(instanceId);
  await expect
    .poll(() => second.api.postRound(instanceId).then(() => 'posted', (error: { code: string; messageKey: string }) => `${error.code} ${error.messageKey}`))
    .toBe('POSTED_ELSEWHERE mobile.postedElsewhere');
  expect(await server.requestCount('POST', postPath)).toBe(1);
});
