// issue 34 "Idempotency that sees content": the instanceId of a round post is an idempotency key with a digest of the
// content. The same post again is a duplicate; other content under the same instanceId is a 409 naming the difference.
import { describe, expect, test } from 'vitest';
import type { HistoricValue } from '../../../src/shared/schema/timeseries';
import { damRoundPost, json } from './support/fixtures';
import { securedServerForThisBlock, testDatabases } from './support/server';

describe.each(testDatabases)('issue 34 round post idempotency on $name', (database) => {
  const api = securedServerForThisBlock(database, 'hwe_test_post_digest');
  const post = (body: unknown) => api().call('observer', '/hwe-api/v2/measure-round/2', json(body));
  const storedValues = async (instanceId: string) =>
    ((await (await api().call('observer', '/hwe-api/v2/timeseries/values?remarks=true&tsId=TS-2002-W')).json()) as HistoricValue[])
      .filter((value) => value.instanceId === instanceId)
      .map((value) => value.value);

  test('the same content again, its keys in another order, is a duplicate: 200, duplicate true, nothing stored twice', async () => {
    const body = damRoundPost();
    expect((await post(body)).status).toBe(201);
    const reordered = Object.fromEntries(Object.entries({ ...body, entries: body.entries.map((entry) => Object.fromEntries(Object.entries(entry).reverse())) }).reverse());
    const repeat = await post(reordered);
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ instanceId: body.instanceId, count: 3, duplicate: true });
    expect(await storedValues(body.instanceId)).toEqual([131.5, 131]);
  });

  test('a corrected value under the stored instanceId is a 409 naming the entry, the stored and the posted value; the server keeps the first', async () => {
    const body = damRoundPost();
    expect((await post(body)).status).toBe(201);
    const corrected = { ...body, entries: body.entries.map((entry) => (entry.value === 131.5 ? { ...entry, value: 139.5 } : entry)) };
    const answer = await post(corrected);
    expect(answer.status).toBe(409);
    const index = body.entries.findIndex((entry) => entry.value === 131.5);
    expect((await answer.json()).message).toBe(
      `instanceId ${body.instanceId} was stored with other content: entries[${index}] (TS-2002-W, 2026-03-15T07:10:00.000Z) value: 131.5 stored, 139.5 posted`,
    );
    expect(await storedValues(body.instanceId)).toEqual([131.5, 131]);
  });

  test('another team, or an entry fewer, under the stored instanceId is a 409 naming that field', async () => {
    const body = damRoundPost();
    expect((await post(body)).status).toBe(201);
    const team = await post({ ...body, mrTeam: 'Hofer' });
    expect(team.status).toBe(409);
    expect((await team.json()).message).toBe(`instanceId ${body.instanceId} was stored with other content: mrTeam: "Hofer, Haller" stored, "Hofer" posted`);
    const fewer = await post({ ...body, entries: body.entries.slice(1) });
    expect(fewer.status).toBe(409);
    expect((await fewer.json()).message).toBe(`instanceId ${body.instanceId} was stored with other content: entries count: ${body.entries.length} stored, ${body.entries.length - 1} posted`);
  });
});
