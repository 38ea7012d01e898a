// issue 9: the server killed (SIGKILL) during concurrent 1,000-entry posts, 10 times, restarted on the same
// PGlite data directory each time: it starts, and every round is either fully stored or absent.
import type { ChildProcess } from 'node:child_process';
import { afterAll, expect, test } from 'vitest';
import type { MeasureRoundPostBody, TimeseriesValuesResponse } from '../../../src/shared/api';
import { pgliteDataDir, type PgliteDataDir } from '../../support/pglite-template';
import { damRoundPost, json } from './support/fixtures';
import { spawnServerProcess } from './support/spawn-server';

const KILLS = 10;
const POSTS_PER_RUN = 2;
const ENTRIES = 1_000;

let child: ChildProcess | undefined;
let data: PgliteDataDir | undefined;
afterAll(async () => {
  child?.kill('SIGKILL');
  await data?.remove();
});

function startServerProcess(dir: string): Promise<string> {
  const started = spawnServerProcess({ DATA_DIR: dir });
  child = started.child;
  return started.url;
}

/** A round of 1,000 water levels a minute apart. */
function bigPost(): MeasureRoundPostBody {
  const post = damRoundPost();
  const level = post.entries[1];
  const start = Date.parse('2026-03-15T00:00:00.000Z');
  post.entries = Array.from({ length: ENTRIES }, (_, i) => ({ ...level, dt: new Date(start + i * 60_000).toISOString(), value: i, tsRemark: {} }));
  return post;
}

test(`issue 9: killed ${KILLS} times during 1,000-entry posts, every round is fully stored or absent`, async () => {
  data = await pgliteDataDir(); // a copy of the migrated template: the first start skips initdb
  const dataDir = data.dataDir;
  const posted: string[] = [];
  let url = await startServerProcess(dataDir);
  for (let run = 0; run < KILLS; run++) {
    const posts = Array.from({ length: POSTS_PER_RUN }, bigPost);
    posted.push(...posts.map((post) => post.instanceId));
    const answers = posts.map((post) => fetch(`${url}/hwe-api/v2/measure-round/2`, json(post)).then((response) => response.status, () => 'killed'));
    await Promise.race(answers); // the first post is through (or failed): the others are under way
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child!.kill('SIGKILL');
    await exited;
    await Promise.all(answers);
    url = await startServerProcess(dataDir);
  }

  const values = (await (await fetch(`${url}/hwe-api/v2/timeseries/values?tsId=TS-2002-W`)).json()) as TimeseriesValuesResponse;
  let stored = 0;
  for (const instanceId of posted) {
    const round = await fetch(`${url}/hwe-api/v2/completed-measure-round/${instanceId}`);
    expect([200, 404]).toContain(round.status);
    const valueCount = values.filter((value) => value.instanceId === instanceId).length;
    if (round.status === 200) {
      stored++;
      expect(((await round.json()) as { entries: unknown[] }).entries).toHaveLength(ENTRIES);
      expect(valueCount).toBe(ENTRIES);
    } else {
      expect(valueCount).toBe(0);
    }
  }
  expect(stored).toBeGreaterThanOrEqual(KILLS); // the first post of each run got through
}, 600_000);
