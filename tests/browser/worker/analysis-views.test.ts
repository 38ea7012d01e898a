import { describe, expect, test } from 'vitest';
import { DEMO_ROUND_NAME } from './round-helpers';
import { readTopic } from './read-topic';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';

stopWorkersAfterEachTest();

describe('issue 10: the analysis views are answered by the real worker (spec archive.md §2 Analysis views)', () => {
  test('table: the current year and the 3 before, the widened range with its before/after tooltip', async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('analysis-table') });
    const view = (await (await readTopic(api, { kind: 'analysis-table', groupName: DEMO_ROUND_NAME, locale: 'de' })).finished).at(-1)!;
    const year = new Date().getFullYear();
    expect(view.years).toEqual([year, year - 1, year - 2, year - 3]);
    const ranged = view.rows.find((row) => row.entry.tsPlausibilityCheck?.min !== undefined && row.entry.tsPlausibilityCheck?.max !== undefined)!;
    const { min, max } = ranged.entry.tsPlausibilityCheck!;
    const margin = (max! - min!) * 0.1;
    const de = (value: number) => value.toFixed(2).replace('.', ',');
    expect(ranged.range.text).toBe(`${de(min! - margin)} – ${de(max! + margin)}`);
    expect(ranged.range.tooltip).toEqual({ key: 'analysis.widenedRange', values: { before: `${de(min!)} – ${de(max!)}`, after: ranged.range.text } });
    expect(ranged.counts.map((count) => count.year)).toEqual(view.years);
  });

  test("remarks: the default filter 'Datensammler|neu'; another filter refilters the loaded round; an unknown round name is refused", async () => {
    const { api } = await startWorker({ databaseName: uniqueDatabaseName('analysis-remarks') });
    const opened = (await (await readTopic(api, { kind: 'analysis-remarks', groupName: DEMO_ROUND_NAME })).finished).at(-1)!;
    expect(opened.filter).toBe('Datensammler|neu');
    const remarks = opened.stations.flatMap((station) => station.remarks);
    expect(remarks.length).toBeGreaterThan(0);
    expect(remarks.every((remark) => /Datensammler|neu/i.test(remark.text))).toBe(true);

    const refiltered = await readTopic(api, { kind: 'analysis-remarks', groupName: DEMO_ROUND_NAME, filter: 'gibt es sicher nicht' });
    const [none] = await refiltered.finished;
    expect(refiltered.lastFlags, 'the loaded round filtered again: one piece, no read').toEqual([true]);
    expect(none.filter).toBe('gibt es sicher nicht');
    expect(none.stations.map((station) => station.staNumber)).toEqual(opened.stations.map((station) => station.staNumber));
    expect(none.stations.flatMap((station) => station.remarks)).toEqual([]);

    await expect((await readTopic(api, { kind: 'analysis-remarks', groupName: 'Keine solche Messtour' })).finished).rejects.toMatchObject({
      code: 'UNKNOWN_GROUP_NAME',
      message: 'Cannot find group with name Keine solche Messtour',
    });
  });
});
