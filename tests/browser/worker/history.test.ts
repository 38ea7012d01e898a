import { asTsId } from '../../../src/shared/contract/ids';
import { proxy } from 'comlink';
import { openDB } from 'idb';
import { describe, expect, test } from 'vitest';
import type { PreloadJobProgress, Topic, TopicView } from '../../../src/shared/contract';
import { demoRoundId } from './round-helpers';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName, UNREACHABLE_API } from './start-worker';
import { historyOf } from './read-topic';

stopWorkersAfterEachTest();
const worker = async (...args: Parameters<typeof startWorker>) => (await startWorker(...args)).api;

const DAY_MS = 86_400_000;

describe('spec entry.md §7 timeseries values: chunks of 32 ids, cached per tsId, local history on failure', () => {
  test('history of more than 32 timeseries arrives as columns, and offline the stored copy is returned', async () => {
    const databaseName = uniqueDatabaseName('history');
    const online = await worker({ databaseName });
    const { groups } = await online.listGroups();
    const tsIds = [...new Set((await Promise.all(groups.slice(0, 6).map((g) => online.loadGroup(g.mrId)))).flatMap((g) => g.entries.map((e) => e.tsId)))];
    expect(tsIds.length).toBeGreaterThan(32);

    const fresh = await historyOf(online, tsIds);
    expect(fresh.fromCache).toBe(false);
    expect(fresh.series.map((s) => s.tsId)).toEqual(tsIds);
    const long = fresh.series.filter((s) => s.t.length > 300);
    expect(long.length).toBeGreaterThan(0);
    for (const s of long) {
      expect(s.t).toBeInstanceOf(Float64Array);
      expect(s.t.length).toBe(s.v.length);
      // about two years of daily values ending now
      expect(s.t.at(-1)! - s.t[0]).toBeGreaterThan(600 * DAY_MS);
      expect([...s.t].every((t, i, all) => i === 0 || t >= all[i - 1])).toBe(true);
    }

    const offline = await worker({ databaseName, apiBase: UNREACHABLE_API });
    const stored = await historyOf(offline, tsIds);
    expect(stored.fromCache).toBe(true);
    expect(stored.series.map((s) => [s.tsId, Array.from(s.t), Array.from(s.v, (v) => (Number.isNaN(v) ? null : v)), s.remarks])).toEqual(
      fresh.series.map((s) => [s.tsId, Array.from(s.t), Array.from(s.v, (v) => (Number.isNaN(v) ? null : v)), s.remarks]),
    );
  });

  test('without server and stored history the series are empty', async () => {
    const offline = await worker({ databaseName: uniqueDatabaseName('nohistory'), apiBase: UNREACHABLE_API });
    const { series, fromCache } = await historyOf(offline, ['a', 'b'].map(asTsId));
    expect(fromCache).toBe(true);
    expect(series.map((s) => [s.tsId, s.t.length, s.v.length])).toEqual([['a', 0, 0], ['b', 0, 0]]);
  });
});

describe('spec entry.md §4 offline preload and §7 conditional map calls', () => {
  test('preload in order with two progress streams; the data version is set; afterwards everything works offline', async () => {
    const databaseName = uniqueDatabaseName('preload');
    const online = await worker({ databaseName });
    await online.saveLocalSettings({ showMobileMap: true, showMeasureDocuments: true });
    const mrId = await demoRoundId(online);
    const { groups } = await online.listGroups();
    const name = groups.find((g) => g.mrId === mrId)!.mrName;
    const groupSteps: string[] = [];
    const values: number[] = [];
    const before = Date.now();
    // issue 37: both streams arrive on the job's topic, each push with the two of them
    await online.subscribe(
      { kind: 'preload', jobId: 'job-1' },
      proxy((view: TopicView<Topic>) => {
        const { groups, values: stored } = view as PreloadJobProgress;
        const step = `${groups.done}/${groups.total} ${groups.label}`;
        if (groups.total > 0 && groupSteps.at(-1) !== step) groupSteps.push(step);
        if (stored.total > 0) values.push(stored.done);
      }),
    );
    const result = await online.preloadOffline('job-1', [name]);
    expect(result.groups).toBe(1);
    expect(result.timeseries).toBeGreaterThan(0);
    expect(Date.parse(result.dataVersion)).toBeGreaterThanOrEqual(before);
    // groups, then ortho, osm and track, then documents
    await expect.poll(() => groupSteps).toEqual([`1/5 ${name}`, `2/5 ${name} ortho`, `3/5 ${name} osm`, `4/5 ${name} track`, '5/5 documents']);
    await expect.poll(() => values.at(-1)).toBe(result.timeseries);

    const offline = await worker({ databaseName, apiBase: UNREACHABLE_API });
    const group = await offline.loadGroup(mrId);
    expect(group.mrName).toBe(name);
    const view = await offline.createOfflineRound(mrId);
    expect(view.round.entries.length).toBe(group.entries.length);
    expect((await historyOf(offline, [group.entries[0].tsId])).series[0].t.length).toBeGreaterThan(0);
    expect(await offline.getMap(mrId, 'track')).toMatchObject({ type: 'FeatureCollection' });
    expect((await offline.getDocuments()).length).toBeGreaterThan(0);
  });

  test('a preload is cancelled by its job id', async () => {
    const api = await worker({ databaseName: uniqueDatabaseName('cancel') });
    const running = api.preloadOffline('job-cancel', []);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await api.cancelJob('job-cancel')).toBe(true);
    await expect(running).rejects.toMatchObject({ code: 'CANCELLED' });
  });

  test('the track is fetched again with its stored ETag as If-None-Match: 304 answers the stored copy', async () => {
    const databaseName = uniqueDatabaseName('etag');
    const api = await worker({ databaseName });
    const mrId = await demoRoundId(api);
    const first = await api.getMap(mrId, 'track');
    expect(first).toMatchObject({ type: 'FeatureCollection' });

    // the stored record carries the server's ETag
    const db = await openDB(databaseName);
    const stored = await db.get('maps', `${mrId}/track`);
    const response = await fetch(`/hwe-api/v2/measure-round/${mrId}/map/track`, { headers: { Accept: 'application/geo+json' } });
    expect(stored.etag).toBe(response.headers.get('ETag'));
    // mark the stored copy: only a 304 answer (the ETag was sent and still matches) leaves it in place
    await db.put('maps', { ...stored, body: { ...stored.body, marker: 'stored copy' } });
    db.close();
    expect(await api.getMap(mrId, 'track')).toEqual({ ...first, marker: 'stored copy' });
  });
});
