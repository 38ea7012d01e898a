// issue 32: the spec dialect of the reference server answers only the shapes of the spec's call tables
// (entry.md §7, archive.md §7); the extended dialect names its extensions in /info.
import { describe, expect, test } from 'vitest';
import { API_EXTENSIONS, apiPaths, ROUND_COUNT_HEADER } from '../../../src/shared/api';
import type { CompletedMeasureRound } from '../../../src/shared/schema/archive';
import type { ServerInfo } from '../../../src/shared/schema/reference';
import type { HistoricValue } from '../../../src/shared/schema/timeseries';
import { damRoundPost, json } from './support/fixtures';
import { securedServerForThisBlock, testDatabases } from './support/server';
import { PENDING_INSTANCE_ID } from './support/tiny-demo';

const TS_IDS = ['TS-2002-W', 'TS-2001-VB01'];

describe.each(testDatabases)('issue 32 spec dialect on $name', (database) => {
  const api = securedServerForThisBlock(database, 'hwe_test_spec_dialect', { dialect: 'spec' });

  test('archive.md §7 /info: ServerInfo without revision and without an extension list', async () => {
    const info = (await (await api().call('observer', apiPaths.info())).json()) as ServerInfo;
    expect(info).toMatchObject({ apiVersion: 'v2', username: 'olga', isAdmin: false });
    expect(info).not.toHaveProperty('revision');
    expect(info).not.toHaveProperty('extensions');
  });

  test('archive.md §7 list of completed rounds: a plain array of full rounds with entries, no envelope, no count, no since', async () => {
    const response = await api().call('responsible1', `${apiPaths.completedRounds()}?since=1.abc`);
    expect(response.status).toBe(200);
    expect(response.headers.get(ROUND_COUNT_HEADER)).toBeNull();
    expect(response.headers.get('etag')).toBeNull();
    const rounds = (await response.json()) as CompletedMeasureRound[];
    expect(Array.isArray(rounds)).toBe(true);
    const pending = rounds.find((round) => round.instanceId === PENDING_INSTANCE_ID)!;
    expect(pending).toMatchObject({ mrName: 'Kontrolle Damm', userDecision1Required: true, userDecision2Required: false });
    expect(pending.entries.length).toBeGreaterThan(0);
    expect(pending).not.toHaveProperty('searchText');
    // only the rounds the caller holds a role for
    const other = (await (await api().call('otherRoundOnly', apiPaths.completedRounds())).json()) as CompletedMeasureRound[];
    expect(other.some((round) => round.instanceId === PENDING_INSTANCE_ID)).toBe(false);
  });

  test('entry.md §7 timeseries values: remarks=true and repeated tsId answer a plain list; paging parameters are ignored', async () => {
    const plain = (await (await api().call('admin', apiPaths.timeseriesValues(TS_IDS))).json()) as HistoricValue[];
    expect(plain.length).toBeGreaterThan(0);
    for (const value of plain) {
      expect(TS_IDS).toContain(value.tsId);
      expect(Object.keys(value).every((key) => ['tsId', 'dt', 'value', 'staRemark', 'tsRemark'].includes(key))).toBe(true);
    }
    const paged = await api().call('admin', apiPaths.timeseriesValues(TS_IDS, { from: '2026-03-01T00:00:00Z', limit: 1, columns: true }));
    expect(paged.headers.get('link')).toBeNull();
    expect(await paged.json()).toEqual(plain);
  });

  test('issue 32: the metadata extension paths answer 404', async () => {
    expect((await api().call('admin', apiPaths.timeseriesMetadata(TS_IDS[0]))).status).toBe(404);
    expect((await api().call('admin', apiPaths.timeseriesMetadataAt(TS_IDS, '2026-03-15T12:00:00Z'))).status).toBe(404);
  });

  test('entry.md §7 round post: answered 201 with no body, a repeat 200 with no body, stored once', async () => {
    const post = damRoundPost();
    const first = await api().call('observer', apiPaths.postMeasureRound(2), json(post));
    expect(first.status).toBe(201);
    expect(await first.text()).toBe('');
    const repeat = await api().call('observer', apiPaths.postMeasureRound(2), json(post));
    expect(repeat.status).toBe(200);
    expect(await repeat.text()).toBe('');
    const rounds = (await (await api().call('admin', apiPaths.completedRounds())).json()) as CompletedMeasureRound[];
    expect(rounds.filter((round) => round.instanceId === post.instanceId)).toHaveLength(1);
  });
});

describe('issue 32 extended dialect', () => {
  const api = securedServerForThisBlock({ name: 'PGlite' }, 'hwe_test_extended_dialect');

  test('/info names every extension the server offers', async () => {
    const info = (await (await api().call('observer', apiPaths.info())).json()) as ServerInfo;
    expect(info.extensions?.sort()).toEqual(['archive-summary-list', 'post-answer', 'post-gzip', 'timeseries-metadata', 'values-compact', 'values-pages']);
    expect(info.extensions?.sort()).toEqual(Object.values(API_EXTENSIONS).sort());
    expect(info.revision).toBe('dev');
  });
});
