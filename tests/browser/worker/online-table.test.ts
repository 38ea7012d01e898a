// issue 10: the worker colours the online table's rows with the history of their series (spec entry.md §2 online
// tabular input: info when the series already has a reading that day; the last value column).
import { format, subDays } from 'date-fns';
import { expect, test } from 'vitest';
import { viewNow } from './push-helpers';
import { demoRoundId, keyAt, numberRows } from './round-helpers';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';

stopWorkersAfterEachTest();

test('spec entry.md §2: a row without input whose series has a reading on the chosen day is info, with the last reading; a far day is not', async () => {
  const { api } = await startWorker({ databaseName: uniqueDatabaseName('online-table') });
  const view = await api.createOfflineRound(await demoRoundId(api));
  const [row] = numberRows(view);
  const entryKey = keyAt(view, row);
  const rowIn = async (day: string) => (await viewNow(api, { kind: 'online-table', instanceId: view.round.instanceId, day })).find((candidate) => candidate.entryKey === entryKey)!;

  // the demo history has a reading of every series each day
  const yesterday = await rowIn(format(subDays(new Date(), 1), 'yyyy-MM-dd'));
  expect(yesterday.status).toBe('info');
  expect(yesterday.last?.dt).toEqual(expect.any(String));
  expect((await rowIn('2001-01-01')).status).toBe('');
});
