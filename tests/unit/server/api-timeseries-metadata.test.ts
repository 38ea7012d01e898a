import { asMrId } from '../../../src/shared/contract/ids';
import { describe, expect, test } from 'vitest';
import type { MeasureRoundResponse, TimeseriesMetadataAtResponse } from '../../../src/shared/api';
import type { HistoricValue } from '../../../src/shared/schema/timeseries';
import { buildRoundPost } from '../../../src/shared/rules/posting';
import { timeseriesMetadata } from '../../../src/shared/rules/timeseries-metadata';
import { json } from './support/fixtures';
import { securedServerForThisBlock, testDatabases } from './support/server';
import { DAM_ENTRIES, HISTORY_DAYS, TODAY } from './support/tiny-demo';

const DAY_MS = 86_400_000;
const TS_IDS = ['TS-2001-VB01', 'TS-2002-W'];

describe.each(testDatabases)('spec entry.md §3 tsData and §7 update of timeseries values for entries with a date, on $name', (database) => {
  const api = securedServerForThisBlock(database, 'hwe_test_metadata');

  /** the rule of src/shared applied to the values the server answers */
  async function expectedMetadata(tsId: string, entryDate: Date) {
    const values = (await (await api().call('observer', `/hwe-api/v2/timeseries/values?remarks=true&tsId=${tsId}`)).json()) as HistoricValue[];
    const readings = values.map((value) => ({ time: Date.parse(value.dt), value: value.value, staRemarkText: value.staRemark?.text }));
    return timeseriesMetadata(readings, entryDate);
  }

  test('the round call gives every entry the metadata of its timeseries as of now', async () => {
    const round = (await (await api().call('observer', '/hwe-api/v2/measure-round/2')).json()) as MeasureRoundResponse;
    expect(round.entries.map((entry) => entry.tsId)).toEqual(TS_IDS);
    for (const entry of round.entries) {
      expect(entry.tsData).toEqual(await expectedMetadata(entry.tsId, new Date()));
    }
    const water = round.entries[1].tsData!;
    expect(water.last).toEqual({ dt: new Date(TODAY.getTime() - DAY_MS).toISOString(), value: 159 });
    expect([water.min, water.max, water.minExcludingLast, water.maxExcludingLast]).toEqual([130, 159, 130, 158]);
  });

  test('metadata of several timeseries relative to an entry date equals the shared rule, sameDay included', async () => {
    const firstDay = new Date(TODAY.getTime() - HISTORY_DAYS * DAY_MS);
    for (const entryDate of [firstDay, new Date(TODAY.getTime() - 3 * DAY_MS), new Date('2027-06-01T10:00:00Z')]) {
      const response = await api().call('observer', `/hwe-api/v2/timeseries/metadata?dt=${encodeURIComponent(entryDate.toISOString())}&tsId=${TS_IDS.join('&tsId=')}`);
      expect(response.status).toBe(200);
      const answer = (await response.json()) as TimeseriesMetadataAtResponse;
      expect(Object.keys(answer).sort()).toEqual(TS_IDS);
      for (const tsId of TS_IDS) expect(answer[tsId]).toEqual(await expectedMetadata(tsId, entryDate));
    }
    const onFirstDay = (await (await api().call('observer', `/hwe-api/v2/timeseries/metadata?dt=${firstDay.toISOString()}&tsId=TS-2002-W`)).json()) as TimeseriesMetadataAtResponse;
    expect(onFirstDay['TS-2002-W'].sameDay).toBe(true);
    const later = (await (await api().call('observer', '/hwe-api/v2/timeseries/metadata?dt=2027-06-01T10:00:00Z&tsId=TS-2002-W')).json()) as TimeseriesMetadataAtResponse;
    expect(later['TS-2002-W']).toMatchObject({ sameDay: false, staRemarks: [] });
  });

  test('two rounds posting a reading at the same dt: the one written later is last, in the values call and the metadata alike', async () => {
    const dt = '2026-03-15T18:00:00.000Z';
    for (const value of [140, 141]) {
      const built = buildRoundPost({ mrId: asMrId(2), instanceId: crypto.randomUUID(), creationTime: dt, entries: [{ ...DAM_ENTRIES[1], dt, value }] });
      if (!built.ok) throw new Error(built.message);
      expect((await api().call('observer', '/hwe-api/v2/measure-round/2', json(built.body))).status).toBe(201);
    }
    const values = (await (await api().call('observer', '/hwe-api/v2/timeseries/values?tsId=TS-2002-W')).json()) as HistoricValue[];
    expect(values.filter((value) => value.dt === dt).map((value) => value.value)).toEqual([140, 141]);
    const answer = (await (await api().call('observer', `/hwe-api/v2/timeseries/metadata?dt=${dt}&tsId=TS-2002-W`)).json()) as TimeseriesMetadataAtResponse;
    expect(answer['TS-2002-W'].last).toEqual({ dt, value: 141 });
    expect(answer['TS-2002-W']).toEqual(await expectedMetadata('TS-2002-W', new Date(dt)));
  });

  test('bad input changes nothing and says why: no dt, a wrong dt, an unknown tsId, no token', async () => {
    expect((await api().call('observer', '/hwe-api/v2/timeseries/metadata?tsId=TS-2002-W')).status).toBe(400);
    const wrongDate = await api().call('observer', '/hwe-api/v2/timeseries/metadata?dt=31.02.2026&tsId=TS-2002-W');
    expect(wrongDate.status).toBe(400);
    expect(await wrongDate.json()).toMatchObject({ status: 400, field: 'dt' });
    expect((await api().call('observer', '/hwe-api/v2/timeseries/metadata?dt=2026-03-01T00:00:00Z&tsId=NOPE')).status).toBe(404);
    expect((await api().call('anonymous', '/hwe-api/v2/timeseries/metadata?dt=2026-03-01T00:00:00Z&tsId=TS-2002-W')).status).toBe(401);
  });
});
