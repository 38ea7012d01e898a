// issue 34 "Words that match the cause": an answer whose connection drops while its body arrives is a cut
// connection (retried like a network failure), not "a record without the expected format".
import { expect, test } from 'vitest';
import { apiPaths } from '../../../src/shared/api';
import { faultyServer, startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';

stopWorkersAfterEachTest();

test('issue 34: a round answer cut mid-body is CONNECTION_CUT; a whole answer that is no JSON stays INVALID_RECORD', async () => {
  const server = faultyServer('cut-mid-answer');
  const { api } = await startWorker({ databaseName: uniqueDatabaseName('cut-mid-answer'), apiBase: server.apiBase });
  const [summary] = (await api.listGroups()).groups;
  const path = apiPaths.measureRound(summary.mrId);
  const whole = await (await fetch(`${server.apiBase}${path}`)).text();

  await server.failNext({ method: 'GET', path, times: 1, mode: 'cut-body', body: whole });
  await expect(api.loadGroup(summary.mrId)).rejects.toMatchObject({ code: 'CONNECTION_CUT', messageKey: 'errors.connectionCut' });

  await server.failNext({ method: 'GET', path, times: 1, mode: 'answer', body: whole.slice(0, whole.length / 2) });
  await expect(api.loadGroup(summary.mrId)).rejects.toMatchObject({ code: 'INVALID_RECORD' });
});
