// issue 38 item "preload wire bytes": the worker asks for the values call's compact form (extension values-compact)
// when the server offers it, and the history it builds is the very one it builds from the spec's plain list of values
// (the same real server, its /info answered without extensions as the spec dialect answers it): times, values, gaps
// and remarks alike.
import { describe, expect, test } from 'vitest';
import { API_BASE } from '../../../src/shared/api';
import type { HistorySeries } from '../../../src/shared/contract';
import { faultyServer, specDialectServer, startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';
import { analysisHistoryOf } from './read-topic';

stopWorkersAfterEachTest();

const VALUES_PATH = `${API_BASE}/timeseries/values`;

const comparable = (series: HistorySeries[]) =>
  series.map((s) => ({ tsId: s.tsId, t: Array.from(s.t), v: Array.from(s.v, (v) => (Number.isNaN(v) ? null : v)), remarks: s.remarks }));

describe('issue 38 values-compact: the history from the compact form equals the one from the spec dialect', () => {
  test('more than 32 timeseries of two years with gaps and remarks: asked compact when offered, plain when not, the same history', async () => {
    const extended = faultyServer('history-compact');
    const compactWorker = (await startWorker({ databaseName: uniqueDatabaseName('history-compact'), apiBase: extended.apiBase })).api;
    const { groups } = await compactWorker.listGroups();
    const rounds = await Promise.all(groups.slice(0, 6).map((group) => compactWorker.loadGroup(group.mrId)));
    const tsIds = [...new Set(rounds.flatMap((round) => round.entries.map((entry) => entry.tsId)))];
    expect(tsIds.length).toBeGreaterThan(32);

    const compact = await analysisHistoryOf(compactWorker, tsIds);
    const compactCalls = (await extended.requestsWithQuery()).filter((line) => line.startsWith(`GET ${VALUES_PATH}?`));
    expect(compactCalls.length).toBe(Math.ceil(tsIds.length / 32));
    expect(compactCalls.every((line) => line.includes('columns=true') && line.includes('compact=true'))).toBe(true);

    const spec = await specDialectServer('history-spec');
    const plainWorker = (await startWorker({ databaseName: uniqueDatabaseName('history-plain'), apiBase: spec.apiBase })).api;
    const plain = await analysisHistoryOf(plainWorker, tsIds);
    const plainCalls = (await spec.requestsWithQuery()).filter((line) => line.startsWith(`GET ${VALUES_PATH}?`));
    expect(plainCalls.length).toBe(Math.ceil(tsIds.length / 32));
    expect(plainCalls.some((line) => line.includes('columns=') || line.includes('compact='))).toBe(false);

    expect([compact.fromCache, plain.fromCache, compact.refused, plain.refused]).toEqual([false, false, undefined, undefined]);
    const read = comparable(compact.series);
    expect(read).toEqual(comparable(plain.series));
    // what the comparison covers: long series, gaps, remarks, values with decimals and below zero
    expect(read.filter((s) => s.t.length > 600).length).toBeGreaterThan(10);
    expect(read.some((s) => s.v.includes(null))).toBe(true);
    expect(read.some((s) => s.remarks.some((remark) => remark.staRemark))).toBe(true);
    expect(read.some((s) => s.remarks.some((remark) => remark.tsRemark))).toBe(true);
    expect(read.some((s) => s.v.some((v) => v !== null && !Number.isInteger(v)))).toBe(true);
    expect(read.some((s) => s.v.some((v) => v !== null && v < 0))).toBe(true);
  }, 180_000);
});
