import { describe, expect, test } from 'vitest';
import type { CompletedRoundListResponse } from '../../../src/shared/api';
import { withLargeArchive } from '../../support/large-archive';
import { damRoundPost, json } from './support/fixtures';
import { startSecuredTestServer, testDatabases } from './support/server';
import { tinyDemo } from './support/tiny-demo';

const LIST = '/hwe-api/v2/completed-measure-round';
/** several batches of the warm-up (100 rounds per query) */
const ARCHIVED = 500;

describe.each(testDatabases)('issue 11: the archive list is loaded into memory once the server listens, on $name', (database) => {
  test('issue 11: other calls answer meanwhile; a list call during and after the load holds every round once, one posted meanwhile too', async () => {
    const demo = withLargeArchive(tinyDemo(), ARCHIVED, 2);
    const api = await startSecuredTestServer(database, 'hwe_test_archive_warm_up', { demoData: demo });
    try {
      const listIds = async () => {
        const response = await api.call('admin', LIST);
        expect(response.status).toBe(200);
        return ((await response.json()) as CompletedRoundListResponse).rounds.map((round) => round.instanceId);
      };
      const duringLoad = listIds();
      const post = damRoundPost();
      const [info, posted] = await Promise.all([api.call('observer', '/hwe-api/v2/info'), api.call('observer', '/hwe-api/v2/measure-round/2', json(post))]);
      expect(info.status).toBe(200);
      expect(posted.status).toBe(201);
      const seeded = demo.completedRounds.map((round) => round.instanceId).sort();
      // asked before the post was answered: every seeded round once, the posted one at most once
      const during = await duringLoad;
      expect(new Set(during).size).toBe(during.length);
      expect(during.filter((id) => id !== post.instanceId).sort()).toEqual(seeded);

      await api.server.warmedUp();
      expect((await listIds()).sort()).toEqual([...seeded, post.instanceId].sort());
    } finally {
      await api.close();
    }
  }, 120_000);

  test('issue 11: a server closed while it still loads the list closes cleanly', async () => {
    const api = await startSecuredTestServer(database, 'hwe_test_archive_warm_up_close', { demoData: withLargeArchive(tinyDemo(), ARCHIVED, 2) });
    await expect(api.close()).resolves.toBeUndefined();
    await expect(api.server.warmedUp()).resolves.toBeUndefined();
  }, 120_000);
});
