// issue 10: the worker derives what the entry forms show from what the user entered (the UI sends only its inputs):
// discharge (spec entry.md §4 Discharge input type, §9 Discharge), snow water equivalent (§9), depth profile (§5, §9).
import { expect, test } from 'vitest';
import type { Entry } from '../../../src/shared/schema/entry';
import { EXAMPLE_MEASUREMENT, EXAMPLE_METER } from '../../support/meter-example';
import type { RoundView } from '../../../src/shared/contract';
import { demoRoundId, editedRoundView, keyAt, storedAsFile } from './round-helpers';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';

stopWorkersAfterEachTest();

const meter = EXAMPLE_METER;
const verticals = EXAMPLE_MEASUREMENT.verticals;

async function demoCopy(label: string) {
  const { api } = await startWorker({ databaseName: uniqueDatabaseName(label) });
  const view = await api.createOfflineRound(await demoRoundId(api));
  const rowOf = (staNumber: string, tsParameter: string) =>
    view.round.entries.findIndex((entry) => entry.staNumber === staNumber && entry.tsParameter === tsParameter);
  const edit = (row: number, patch: Partial<Entry>) => editedRoundView(api, view.round.instanceId, [{ kind: 'entry', entryKey: keyAt(view, row), patch }]);
  return { api, view, rowOf, edit };
}

/** The entry and row view of the key `view` had at `row` (an edit may resort the rows). */
function rowWith(before: RoundView, row: number, after: RoundView) {
  const index = after.rows.findIndex((candidate) => candidate.entryKey === keyAt(before, row));
  return { entry: after.round.entries[index], row: after.rows[index] };
}

test('spec entry.md §9 Discharge: a meter measurement is stored with its discharge 82.40 l/s; a bank vertical with impulses is flagged', async () => {
  const { view, rowOf, edit } = await demoCopy('derived-meter');
  const q = rowOf('201304', 'Q');
  expect(view.rows[q].discharge).toBeUndefined();

  const measured = rowWith(view, q, await edit(q, { dischargeInputType: 'METER', dischargeValue: { meterMeasurement: { meter, verticals } } }));
  expect(measured.entry.value).toBe(82.4);
  expect(measured.entry.dischargeValue?.unit).toBe('l/s');
  expect(measured.row.discharge).toEqual({ lps: 82.4, bankHasImpulses: false });

  const bank = [{ ...verticals[0], impulses0: 5 }, ...verticals.slice(1)];
  const flagged = rowWith(view, q, await edit(q, { dischargeInputType: 'METER', dischargeValue: { meterMeasurement: { meter, verticals: bank } } }));
  expect(flagged.row.discharge?.bankHasImpulses).toBe(true);

  const incomplete = verticals.map((vertical, i) => (i === 1 ? { ...vertical, impulses38: null } : vertical));
  const missing = rowWith(view, q, await edit(q, { dischargeInputType: 'METER', dischargeValue: { meterMeasurement: { meter, verticals: incomplete } } }));
  expect(missing.entry.value).toBeNull();
  expect(missing.row.discharge).toEqual({ lps: undefined, bankHasImpulses: false });
});

test('spec entry.md §3 estimate table, §4: tropft is stored as estimate 0.0002 l/s; a typed value goes in as typed', async () => {
  const { rowOf, view, edit } = await demoCopy('derived-estimate');
  const q = rowOf('201304', 'Q');
  const estimated = rowWith(view, q, await edit(q, { dischargeInputType: 'ESTIMATE', dischargeValue: { key: 'Droplets' } }));
  expect(estimated.entry).toMatchObject({ value: 0.0002, dischargeValue: { key: 'Droplets', estimate: 0.0002, unit: 'l/s' } });
  expect(estimated.row.discharge?.lps).toBe(0.0002);

  const typed = rowWith(view, q, await edit(q, { dischargeInputType: 'VALUE', value: 812.5 }));
  expect(typed.entry.value).toBe(812.5);
  expect(typed.row.discharge).toBeUndefined();
});

test('spec entry.md §4, §9: a volume/time discharge of a l/min series is stored in l/min (3.333 l/s × 60)', async () => {
  const { api, view, rowOf } = await demoCopy('derived-lpm');
  const q = rowOf('201304', 'Q');
  const entries = view.round.entries.map((entry, i) => (i === q ? { ...entry, tsUnit: 'l/min' } : entry));
  const saved = await storedAsFile(api, { ...view.round, entries });
  const measurement = { aggregationMethod: 1 as const, volumetricMeasurements: [{ volume: 10, time: 3 }] };
  const after = await editedRoundView(api, saved.round.instanceId, [{ kind: 'entry', entryKey: keyAt(saved, q), patch: { dischargeInputType: 'VOLUME_TIME', dischargeValue: measurement } }]);
  const { entry, row } = rowWith(saved, q, after);
  expect(row.discharge?.lps).toBe(3.333);
  expect(entry.value).toBeCloseTo(199.98, 9);
});

test('spec entry.md §9 Snow water equivalent: the default device until input; SWE 50.93 and density 0.127 from 900 g and 40 cm', async () => {
  const { view, rowOf, edit } = await demoCopy('derived-snow');
  const sww = rowOf('201312', 'SWW');
  const record = view.rows[sww].snow!;
  expect(record).toMatchObject({ deviceMass: 800, deviceDiameter: 5 });
  expect(record.values).toHaveLength(5);
  expect(view.round.entries[sww].value ?? null).toBeNull();

  const values = record.values.map((line, i) => (i === 0 ? { height: 40, totalMass: 900 } : line));
  const { entry, row } = rowWith(view, sww, await edit(sww, { snowWaterEquivalent: { ...record, values } }));
  // 10 × 100 g / (π × 2.5²) = 50.93; 100 g / (40 cm × 19.635 cm²) = 0.127
  expect(entry.value).toBeCloseTo(50.93, 2);
  expect(entry.snowWaterEquivalent?.result?.density).toBeCloseTo(0.127, 3);
  expect(row.snow).toEqual(entry.snowWaterEquivalent);
});

test('spec entry.md §5 depth profile, §9 depth step: only with a numeric Messpunkthöhe; absolute heights stored; the next depth one step deeper', async () => {
  const { view, rowOf, edit } = await demoCopy('derived-depth');
  const withoutHeight = view.round.entries.flatMap((entry, i) => (entry.staNumber === '201301' ? [view.rows[i]] : []));
  expect(withoutHeight.length).toBeGreaterThan(0);
  expect(withoutHeight.every((row) => row.nextDepthM === undefined)).toBe(true);
  const w = rowOf('201306', 'W');
  expect(view.rows[w].nextDepthM).toBe(1);

  const { entry, row } = rowWith(view, w, await edit(w, { depthProfile: [{ depthM: 1 }, { depthM: 2.5, wt: 8.1 }] }));
  // Messpunkthöhe 593.56 m
  expect(entry.depthProfile).toEqual([
    { depthM: 1, staNumber: '201306', depthAbsoluteM: 592.56 },
    { depthM: 2.5, wt: 8.1, staNumber: '201306', depthAbsoluteM: 591.06 },
  ]);
  expect(row.nextDepthM).toBe(4);
});

test('spec entry.md §9 depth step: a line added without a depth right after the depth above it changed goes one step deeper from the changed depth', async () => {
  const { view, rowOf, edit } = await demoCopy('derived-depth-added');
  const w = rowOf('201306', 'W');
  // the screen's step still says 2 (1 m, 2 m) while the 2.5 typed above is on its way: the worker counts from 2.5
  const { entry } = rowWith(view, w, await edit(w, { depthProfile: [{ depthM: 1 }, { depthM: 2.5 }, {}] }));
  expect(entry.depthProfile?.map((line) => [line.depthM, line.depthAbsoluteM])).toEqual([[1, 592.56], [2.5, 591.06], [4, 589.56]]);
});
