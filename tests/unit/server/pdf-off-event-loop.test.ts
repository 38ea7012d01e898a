// issue 9: a round protocol is laid out off the event loop, long unbroken strings are broken, a stored
// odd creationTime never makes the PDF answer 500, and a layout over the time limit is stopped.
// issue 35: each printed cell is cut at MAX_PRINTED_CHARACTERS.
import { asMrId } from '../../../src/shared/contract/ids';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningServer } from '../../../src/server/start';
import type { CompletedMeasureRound } from '../../../src/shared/schema/archive';
import { CUT_MARK, MAX_PRINTED_CHARACTERS } from '../../../src/server/pdf/round-protocol';
import { startTestServer } from './support/server';
import { DAM_ENTRIES, tinyDemo } from './support/tiny-demo';

const HOSTILE_ID = '7b0c7a52-0000-4000-8000-00000000beef';
const LEAP_SECOND_ID = '7b0c7a52-0000-4000-8000-0000000060ff';
const UNBROKEN = 'x'.repeat(100_000);
const ENTRIES_WITH_IT = 300;

/** Rounds stored before texts and dates were checked (seeded, so no post validation stands in the way). */
function storedRound(instanceId: string, creationTime: string, remark: string, entries: number): CompletedMeasureRound {
  return {
    instanceId,
    creationTime,
    submissionTime: '2026-03-14T09:00:00.000Z',
    mrId: asMrId(2),
    mrName: 'Kontrolle Damm',
    mrGroup: 'Talsperren',
    mrTeam: 'Hofer',
    mrRemark: remark,
    entries: Array.from({ length: entries }, () => ({ ...DAM_ENTRIES[1], dt: '2026-03-14T08:05:00.000Z', value: 123, tsRemark: { text: remark } })),
  };
}

/** Asks the server's /info again and again until `done` settles; answers the statuses. */
async function infoWhile(serverUrl: string, done: Promise<unknown>): Promise<number[]> {
  let settled = false;
  void done.finally(() => (settled = true));
  const statuses: number[] = [];
  while (!settled) statuses.push((await fetch(`${serverUrl}/hwe-api/v2/info`)).status);
  return statuses;
}

let server: RunningServer;
beforeAll(async () => {
  const demo = tinyDemo();
  demo.completedRounds.push(
    storedRound(HOSTILE_ID, '2026-03-14T07:00:00.000Z', `${UNBROKEN.slice(0, 2 * MAX_PRINTED_CHARACTERS)}END`, ENTRIES_WITH_IT),
    storedRound(LEAP_SECOND_ID, '2016-12-31T23:59:60Z', 'Schaltsekunde', 1),
  );
  server = await startTestServer({ demoData: demo });
}, 60_000);
afterAll(() => server?.close());

async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'hwe-pdf-'));
  try {
    await writeFile(join(dir, 'p.pdf'), Buffer.from(bytes));
    return execFileSync('pdftotext', ['-layout', join(dir, 'p.pdf'), '-'], { maxBuffer: 64 * 1024 * 1024 }).toString();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test('issue 9/35: while a protocol of 300 entries with unbroken remarks is laid out, /info keeps answering; each is cut at 1,000 characters', async () => {
  const response = fetch(`${server.url}/hwe-api/v2/completed-measure-round/${HOSTILE_ID}/pdf`);
  const pdf = response.then(async (answer) => ({ status: answer.status, bytes: await answer.arrayBuffer() }));
  // on the event loop the layout (seconds) would hold every other call: only the few /info asked before it
  // started or after it ended would answer while the PDF is under way (15 when tried; 661 with the pool)
  const infoStatuses = await infoWhile(server.url, response);
  expect(infoStatuses.length).toBeGreaterThanOrEqual(100);
  expect(new Set(infoStatuses)).toEqual(new Set([200]));

  const { status, bytes } = await pdf;
  expect(status).toBe(200);
  const text = (await pdfText(bytes)).replace(/\s+/g, '');
  expect(text).toContain('Protokoll:KontrolleDamm');
  expect(text).not.toContain('xEND');
  expect(text.split(CUT_MARK.replace(/\s+/g, '')).length - 1).toBe(ENTRIES_WITH_IT + 1);
  expect(text.split('x').length - 1).toBe(MAX_PRINTED_CHARACTERS * (ENTRIES_WITH_IT + 1));
}, 120_000);

test('issue 9: a stored leap-second creationTime prints as stored instead of answering 500', async () => {
  const response = await fetch(`${server.url}/hwe-api/v2/completed-measure-round/${LEAP_SECOND_ID}/pdf`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const text = await pdfText(await response.arrayBuffer());
  expect(text).toContain('Erstellt: 2016-12-31T23:59:60Z');
  expect(text).toContain('Schaltsekunde');
});

describe('issue 9: a PDF layout over the time limit (here 2 s) is stopped', () => {
  const NORMAL_ID = '7b0c7a52-0000-4000-8000-000000000a11';
  const TOO_LONG_ID = '7b0c7a52-0000-4000-8000-0000000010a9';
  let limited: RunningServer;
  beforeAll(async () => {
    const demo = tinyDemo();
    // 5,000 entries of unbroken text cut at 1,000 characters: several times the limit even on an idle machine (50
    // once finished within 2 s there); a normal round takes well under a second
    demo.completedRounds.push(
      storedRound(TOO_LONG_ID, '2026-03-14T07:00:00.000Z', UNBROKEN.slice(0, 2 * MAX_PRINTED_CHARACTERS), 5_000),
      storedRound(NORMAL_ID, '2026-03-14T07:00:00.000Z', 'Pegel abgelesen', 3),
    );
    limited = await startTestServer({ demoData: demo, pdfTimeLimitMs: 2_000 });
  }, 60_000);
  afterAll(() => limited?.close());

  const pdfOf = (instanceId: string) => fetch(`${limited.url}/hwe-api/v2/completed-measure-round/${instanceId}/pdf`);

  test('the document answers 503 in the one error shape while /info keeps answering; the next PDF builds', async () => {
    const tooLong = pdfOf(TOO_LONG_ID);
    const infoStatuses = await infoWhile(limited.url, tooLong);
    expect(infoStatuses.length).toBeGreaterThanOrEqual(20);
    expect(new Set(infoStatuses)).toEqual(new Set([200]));
    const refused = await tooLong;
    expect(refused.status).toBe(503);
    expect(refused.headers.get('content-type')).toContain('application/json');
    const requestId = refused.headers.get('x-request-id');
    expect(await refused.json()).toEqual({ status: 503, message: `The protocol could not be laid out within 2 s (request ${requestId})` });

    // the stopped thread is replaced: the next document is laid out
    const normal = await pdfOf(NORMAL_ID);
    expect(normal.status).toBe(200);
    expect(normal.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(await normal.arrayBuffer());
    expect(text).toContain('Protokoll: Kontrolle Damm');
    expect(text).toContain('Pegel abgelesen');
  }, 120_000);
});
