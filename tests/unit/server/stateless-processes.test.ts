// issue 9 "more than one machine": two server processes on one PostgreSQL share nothing but the database.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { CompletedRoundListResponse, TimeseriesValuesResponse } from '../../../src/shared/api';
import { damRoundPost, json } from './support/fixtures';
import { freshPostgresSchema } from './support/server';
import { spawnServerProcess } from './support/spawn-server';

const processes: ChildProcess[] = [];

function startServerProcess(databaseUrl: string): Promise<string> {
  const started = spawnServerProcess({ DATABASE_URL: databaseUrl });
  processes.push(started.child);
  return started.url;
}

describe.runIf(process.env.TEST_DATABASE_URL)('issue 9: two server processes on one PostgreSQL', () => {
  const urls: string[] = [];
  beforeAll(async () => {
    const databaseUrl = await freshPostgresSchema('hwe_test_two_processes');
    urls.push(await startServerProcess(databaseUrl)); // the first one migrates and seeds
    urls.push(await startServerProcess(databaseUrl));
  }, 120_000);
  afterAll(() => {
    for (const child of processes) child.kill('SIGTERM');
  });

  test('the same round posted 20 times at once, split across both, is stored exactly once', async () => {
    const post = damRoundPost();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => fetch(`${urls[i % 2]}/hwe-api/v2/measure-round/2`, json(post)).then((response) => response.status)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    for (const url of urls) {
      const { rounds } = (await (await fetch(`${url}/hwe-api/v2/completed-measure-round`)).json()) as CompletedRoundListResponse;
      expect(rounds.filter((round) => round.instanceId === post.instanceId)).toHaveLength(1);
      const values = (await (await fetch(`${url}/hwe-api/v2/timeseries/values?tsId=TS-2002-W`)).json()) as TimeseriesValuesResponse;
      // the water level and its value after (spec entry.md §5), once each
      expect(values.filter((value) => value.instanceId === post.instanceId).map((value) => value.value)).toEqual([131.5, 131]);
    }
  });

  test('a round posted on one process is read on the other', async () => {
    const post = damRoundPost();
    expect((await fetch(`${urls[0]}/hwe-api/v2/measure-round/2`, json(post))).status).toBe(201);
    const read = await fetch(`${urls[1]}/hwe-api/v2/completed-measure-round/${post.instanceId}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ instanceId: post.instanceId, mrTeam: 'Hofer, Haller', entries: [{ value: 2 }, { value: 131.5 }, { value: 131 }] });
  });
});
