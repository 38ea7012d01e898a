// issue 14: the archive list answer (streamed) is checked against its one schema, ArchiveListAnswerSchema, in the
// server's tests like every other answer: a completed round stored malformed (written straight into the database)
// is answered as its marked row, and a stored summary row that breaks the schema turns the answer into a 500.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { CompletedRoundListResponse } from '../../../src/shared/api';
import { openDatabase, type Database } from '../../../src/server/db/database';
import type { RunningServer } from '../../../src/server/start';
import { startTestServer } from './support/server';
import { PENDING_INSTANCE_ID } from './support/tiny-demo';

const LIST = '/hwe-api/v2/completed-measure-round';
const MALFORMED = '00000000-0000-4000-8000-00000000bad1';

let dataDir = '';
let server: RunningServer | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'hwe-archive-answer-'));
  await (await startTestServer({ dataDir })).close(); // the demo data is seeded
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Writes into the stopped server's database, then starts it again on it. */
async function restartAfter(write: (db: Database) => Promise<void>): Promise<RunningServer> {
  await server?.close();
  const db = await openDatabase({ dataDir });
  try {
    await write(db);
  } finally {
    await db.close();
  }
  server = await startTestServer({ dataDir });
  return server;
}

test('issue 14: a malformed stored round is answered as a row marked invalid; the answer matches its schema', async () => {
  const running = await restartAfter(async (db) => {
    // an entry with only tsId, dt and value, as the server once accepted; no summary: the server builds it at start
    const body = { instanceId: MALFORMED, creationTime: '2026-03-14T08:00:00.000Z', mrId: 2, mrName: 'Kontrolle Damm', entries: [{ tsId: 'TS-2002-W', dt: '2026-03-14T08:00:00.000Z', value: 1.5 }] };
    await db.query('INSERT INTO completed_round (instance_id, mr_id, submission_time, value_count, body) VALUES ($1, 2, now(), 1, $2)', [MALFORMED, JSON.stringify(body)]);
  });
  const response = await fetch(running.url + LIST);
  expect(response.status).toBe(200);
  const { rounds } = (await response.json()) as CompletedRoundListResponse;
  expect(rounds.find((row) => row.instanceId === MALFORMED)).toEqual({
    instanceId: MALFORMED,
    relevantStages: [],
    invalid: { field: 'entries.0.staName', message: expect.any(String) },
    userDecision1Required: false,
    userDecision2Required: false,
  });
  expect(rounds.find((row) => row.instanceId === PENDING_INSTANCE_ID)).toMatchObject({ mrName: 'Kontrolle Damm', searchText: expect.any(String) });
});

test('issue 14: a stored summary row that breaks the answer schema makes the list a 500 naming the field (the check reads the streamed answer)', async () => {
  const running = await restartAfter(async (db) => {
    await db.query(`UPDATE completed_round SET summary = jsonb_set(summary, '{mrName}', '42') WHERE instance_id = $1`, [PENDING_INSTANCE_ID]);
  });
  const response = await fetch(running.url + LIST);
  expect(response.status).toBe(500);
  expect(await response.json()).toMatchObject({ status: 500, message: expect.stringMatching(/Answer schema: .*completed-measure-round.*'rounds\.\d+/) });
});
