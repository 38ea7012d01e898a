// issue 2: the first start on an empty data directory seeds the generated demo data; a restart keeps it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { startServer } from '../../../src/server/start';
import type { GroupSummary } from '../../../src/shared/schema/group';
import type { HistoricValue } from '../../../src/shared/schema/timeseries';

let dataDir: string | undefined;
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('issue 2 demo data on first start (PGlite data directory)', () => {
  test('seeds the demo rounds and two years of history, and keeps them over a restart', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hwe-data-'));
    const today = new Date('2026-03-15T10:00:00Z');
    const first = await startServer({ port: 0, dataDir, staticDir: '/nonexistent', demoToday: today });
    const rounds = (await (await fetch(`${first.url}/hwe-api/v2/measure-round`)).json()) as GroupSummary[];
    expect(rounds.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rounds.map((round) => round.mrGroup)).size).toBeGreaterThanOrEqual(4);
    expect(rounds.map((round) => round.mrGroup)).toContain('Messtouren für demo');
    const round = await (await fetch(`${first.url}/hwe-api/v2/measure-round/${rounds[0].mrId}`)).json();
    const tsId = round.entries.find((entry: { tsFormula?: unknown }) => !entry.tsFormula).tsId as string;
    const history = (await (await fetch(`${first.url}/hwe-api/v2/timeseries/values?remarks=true&tsId=${encodeURIComponent(tsId)}`)).json()) as HistoricValue[];
    const spanDays = (Date.parse(history.at(-1)!.dt) - Date.parse(history[0].dt)) / 86_400_000;
    expect(spanDays).toBeGreaterThan(700);
    await first.close();

    const second = await startServer({ port: 0, dataDir, staticDir: '/nonexistent' });
    expect(await (await fetch(`${second.url}/hwe-api/v2/measure-round`)).json()).toEqual(rounds);
    await second.close();
  }, 180_000);
});
