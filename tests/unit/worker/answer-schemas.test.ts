// issue 14: the worker parses every server answer before using it. Answers that violate their schema,
// generated per call with fast-check, give coded INVALID_RECORD errors naming record and field, or the bad
// record is skipped while the rest of the list is kept; nothing else is ever thrown.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isWorkerError } from '../../../src/shared/contract/errors';
import { fetchArchive } from '../../../src/worker/archive/archive-fetch';
import { checkArchiveRow } from '../../../src/worker/archive/archive-rows';
import { fetchCompletedRound } from '../../../src/worker/archive/completed-rounds';
import { getVersionedPermissions } from '../../../src/worker/permissions/permissions';
import { startSession } from '../../../src/worker/http/session';
import { startLocalServer } from './local-server';

let answerBody = '[]';
let server: Awaited<ReturnType<typeof startLocalServer>>;
beforeAll(async () => {
  server = await startLocalServer(() => ({ status: 200, body: answerBody }));
  startSession({ browser: 'Chromium', standalone: false, apiBase: server.base }, async () => 'token');
});
afterAll(() => server.close());

const instant = fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2150-01-01T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString());
const text = fc.string({ maxLength: 20 });
const entry = fc.record({ tsId: fc.string({ minLength: 1, maxLength: 10 }), staName: text, staNumber: text, tsParameter: text, dt: instant, value: fc.option(fc.double({ noNaN: true, noDefaultInfinity: true }), { nil: null }) });
const round = fc.record({ instanceId: fc.uuid(), creationTime: instant, mrId: fc.nat(), mrName: text, entries: fc.array(entry, { maxLength: 4 }) });
/** a row of the archive list (issue 11: summary rows, no entries) */
const summaryRow = fc.record({
  instanceId: fc.uuid(),
  creationTime: instant,
  mrId: fc.nat(),
  mrName: text,
  imageCount: fc.nat(),
  remarkCount: fc.nat(),
  relevantStages: fc.subarray([1, 2] as const),
  searchText: text,
  userDecision1Required: fc.boolean(),
  userDecision2Required: fc.boolean(),
});

/** ways a list row breaks its schema, with the field the worker must name; a round the server found malformed comes marked invalid */
const breakage = fc.constantFrom(
  { field: 'entries.0.staName', apply: (r: Record<string, unknown>) => ({ ...r, invalid: { field: 'entries.0.staName', message: 'is required' } }) },
  { field: 'creationTime', apply: (r: Record<string, unknown>) => ({ ...r, creationTime: '2026-12-31T23:59:60Z' }) },
  { field: 'mrName', apply: (r: Record<string, unknown>) => ({ ...r, mrName: 42 }) },
  { field: 'searchText', apply: ({ searchText: _searchText, ...r }: Record<string, unknown>) => r },
  { field: 'imageCount', apply: (r: Record<string, unknown>) => ({ ...r, imageCount: -1 }) },
);

/** The archive list answer as a refresh reads it: each row checked, a broken one skipped (issue 37: no call of its own). */
async function listCompletedRounds() {
  const answer = await fetchArchive(undefined, () => undefined);
  if (answer === 'unchanged') throw new Error('a list asked without a version is never unchanged');
  const checked = answer.rounds.map(checkArchiveRow);
  return {
    rounds: checked.flatMap((row) => ('round' in row ? [row.round] : [])),
    skipped: checked.flatMap((row) => ('skipped' in row ? [row.skipped] : [])),
  };
}

const PROPERTY_RUNS = { numRuns: 150, interruptAfterTimeLimit: 20_000 };

describe('issue 14: the worker parses server answers', () => {
  test('a completed round list keeps the valid rounds and skips each broken one as INVALID_RECORD naming round and field', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(summaryRow, fc.option(breakage, { nil: undefined })), { maxLength: 6 }), async (items) => {
        const answer = items.map(([r, broken]) => (broken ? broken.apply(r) : r));
        answerBody = JSON.stringify({ version: '7.ab12', complete: true, rounds: answer });
        const list = await listCompletedRounds();
        expect(list.rounds).toEqual(items.filter(([, broken]) => !broken).map(([r]) => r));
        expect(list.skipped.map((error) => [error.code, error.record, error.field])).toEqual(
          items.filter(([, broken]) => broken).map(([r, broken]) => ['INVALID_RECORD', `completed round ${r.instanceId}`, broken!.field]),
        );
      }),
      PROPERTY_RUNS,
    );
  });

  test('any JSON answer to the single-record calls resolves only when it matches, otherwise rejects with a coded error', async () => {
    const calls = [
      () => fetchCompletedRound('r-1'),
      () => getVersionedPermissions(),
      () => listCompletedRounds(),
    ];
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.jsonValue(), round.map((r) => ({ ...r, entries: [{ tsId: 'TS-1' }] }))), fc.nat({ max: calls.length - 1 }), async (value, which) => {
        answerBody = JSON.stringify(value);
        try {
          await calls[which]();
        } catch (error) {
          expect(isWorkerError(error) && error.code === 'INVALID_RECORD').toBe(true);
        }
      }),
      PROPERTY_RUNS,
    );
  });

  test('an answer that is no JSON at all is an INVALID_RECORD too', async () => {
    answerBody = '{"instanceId": ';
    await expect(fetchCompletedRound('r-1')).rejects.toMatchObject({ code: 'INVALID_RECORD', record: 'completed round r-1' });
  });
});
