// issue 32: the worker reads the plainest answers the spec allows (archive.md §7 list of completed rounds, entry.md §7
// values with tsId, dt, value, staRemark, tsRemark, archive.md §3 ServerInfo), with the tolerant reader's rules: null
// in an optional field is absent, a date-time without a zone is read in the device's zone, unknown fields are ignored,
// one unreadable record is skipped and named.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { asTsId } from '../../../src/shared/contract/ids';
import { ServerInfoSchema } from '../../../src/shared/schema/reference';
import { fetchArchive } from '../../../src/worker/archive/archive-fetch';
import { ArchiveIndex } from '../../../src/worker/archive/archive-index';
import { fetchPlainValues } from '../../../src/worker/history/plain-values';
import { parseRecord } from '../../../src/worker/http/parse-answer';
import { startSession } from '../../../src/worker/http/session';
import { startLocalServer, type Answer } from './local-server';
import { timeZoneForThisFile } from '../../support/time-zone';

timeZoneForThisFile('Europe/Vienna');

let answer: (url: string) => Answer = () => ({ status: 200, body: '[]' });
let server: Awaited<ReturnType<typeof startLocalServer>>;
beforeAll(async () => {
  server = await startLocalServer((request) => answer(request.url));
  startSession({ browser: 'Chromium', standalone: false, apiBase: server.base }, async () => 'token');
});
afterAll(() => server.close());

const entry = (tsId: string, extra: Record<string, unknown> = {}) => ({ tsId, staName: 'Pegel Hall', staNumber: '2002', tsParameter: 'W', ...extra });

describe('issue 32 archive.md §7 the archive list as a plain array of completed rounds', () => {
  const rounds = [
    {
      instanceId: 'a-1',
      creationTime: '2026-03-14T07:00:00.000Z',
      submissionTime: '2026-03-14T09:00:00.000Z',
      mrId: 2,
      mrName: 'Kontrolle Damm',
      mrGroup: 'Talsperren',
      userDecision1Required: true,
      somethingNew: { kept: 'or ignored' },
      entries: [entry('TS-1', { dt: '2026-03-14T08:00:00.000Z', value: 2, staRemark: { text: 'Neuer Riss', images: ['riss.jpg'] } })],
    },
    {
      instanceId: 'a-2',
      creationTime: '2026-03-13T08:00:00',
      decision1Time: null,
      mrId: 3,
      mrName: 'Pegelrunde',
      mrGroup: null,
      entries: [entry('TS-2', { dt: '2026-03-13T08:10:00', value: null, staRemark: null })],
    },
    { instanceId: 'a-3', creationTime: '2026-03-12T08:00:00.000Z', mrId: 4, entries: [] },
  ];

  test('each round becomes a summary row derived in the worker; a bad one is skipped and named', async () => {
    answer = () => ({ status: 200, body: JSON.stringify(rounds) });
    const fetched = await fetchArchive(undefined, () => undefined);
    if (fetched === 'unchanged') throw new Error('a list was answered');
    expect(fetched.complete).toBe(true);
    const page = new ArchiveIndex(fetched.rounds).page({ text: '', range: {}, page: 1 });
    expect(page.rows.map((row) => row.instanceId)).toEqual(['a-1', 'a-2']);
    expect(page.rows[0]).toMatchObject({ imageCount: 1, remarkCount: 1, userDecision1Required: true, userDecision2Required: false, needsDecision: true });
    // null is absent; the zoneless creation time is 08:00 in Vienna (UTC+1 in March)
    expect(page.rows[1]).not.toHaveProperty('decision1Time');
    expect(page.rows[1]).not.toHaveProperty('mrGroup');
    expect(page.rows[1].creationTime).toBe('2026-03-13T07:00:00.000Z');
    expect(page.skipped).toHaveLength(1);
    expect(page.skipped[0]).toMatchObject({ code: 'INVALID_RECORD', record: 'completed round a-3', field: 'mrName' });
    // the filter text is the worker's own: station and group of the first round
    expect(new ArchiveIndex(fetched.rounds).matching({ text: 'talsperren', range: {} }).map((round) => round.instanceId)).toEqual(['a-1']);
  });
});

describe('issue 32 entry.md §7 values as a plain list', () => {
  test('values become time-ordered columns per tsId from `from` on, remarks by position; a bad value is skipped', async () => {
    const asked: string[] = [];
    answer = (url) => {
      asked.push(url);
      if (url.includes('after=2')) return { status: 200, body: JSON.stringify([{ tsId: 'TS-2', dt: '2026-03-03T00:00:00Z', value: 7 }]) };
      return {
        status: 200,
        headers: { Link: '</hwe-api/v2/timeseries/values?remarks=true&tsId=TS-1&tsId=TS-2&after=2>; rel="next"' },
        body: JSON.stringify([
          { tsId: 'TS-1', dt: '2026-03-02T00:00:00Z', value: 2, staRemark: { text: 'Eis' }, tsRemark: null },
          { tsId: 'TS-1', dt: '2026-03-01T00:00:00Z', value: null },
          { tsId: 'TS-1', dt: '2026-01-01T00:00:00Z', value: 9 },
          { tsId: 'TS-1', dt: 'yesterday', value: 3 },
          { tsId: 'TS-2', dt: '2026-03-02T01:00:00', value: 5, unknown: true },
        ]),
      };
    };
    const parts = await fetchPlainValues([asTsId('TS-1'), asTsId('TS-2')], '2026-02-01T00:00:00Z');
    expect(asked[0]).toBe('/hwe-api/v2/timeseries/values?remarks=true&tsId=TS-1&tsId=TS-2');
    expect(asked).toHaveLength(2);
    expect(parts[0]).toEqual({ tsId: 'TS-1', t: [Date.parse('2026-03-01T00:00:00Z'), Date.parse('2026-03-02T00:00:00Z')], v: [null, 2], remarks: [{ i: 1, staRemark: { text: 'Eis' } }] });
    expect(parts[1].t).toEqual([Date.parse('2026-03-02T00:00:00Z'), Date.parse('2026-03-03T00:00:00Z')]);
    expect(parts[1].v).toEqual([5, 7]);
  });
});

test('issue 32 archive.md §3 ServerInfo without revision and with null in an optional field is read', () => {
  const info = parseRecord(ServerInfoSchema, { version: '1', copyright: '©', name: 'hwe', apiVersion: 'v2', isAdmin: false, username: null }, 'server info');
  expect(info).toEqual({ version: '1', copyright: '©', name: 'hwe', apiVersion: 'v2', isAdmin: false });
  expect(() => parseRecord(ServerInfoSchema, { version: '1', copyright: '©', name: 'hwe', apiVersion: 'v2', isAdmin: null }, 'server info')).toThrow(/isAdmin/);
});
