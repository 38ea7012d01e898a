// Server figures, measured from Node with fetch against the running reference server.
import { randomUUID } from 'node:crypto';
import { apiPaths, CLIENT_VERSION, HISTORY_CHUNK_IDS, type MeasureRoundResponse } from '../../src/shared/api';
import type { Entry } from '../../src/shared/schema/entry';
import type { MeasureRoundPost } from '../../src/shared/schema/group';
import { FIGURE_RUNS, NAIVE_RUNS, sample } from './sampling';
import { percentile, summarize } from './stats';
import type { BenchRow } from './table';

export const POSTED_ENTRIES = 1_000;
/** requests per p99 run: up to 100, fewer when the server is slow */
const VALUE_REQUESTS = { minRuns: 20, maxRuns: 100, maxTotalMs: 6_000 };
const NAIVE_VALUE_REQUESTS = { minRuns: 5, maxRuns: 20, maxTotalMs: 5_000 };
const CHANGED_VALUE_REQUESTS = { minRuns: 10, maxRuns: 50, maxTotalMs: 6_000 };

const HEADERS = { Accept: 'application/json', 'X-Client-Browser': 'bench', 'X-Client-Version': CLIENT_VERSION, 'X-PWA': 'false' };

export async function timedFetch(url: string, init?: RequestInit): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, { ...init, headers: { ...HEADERS, ...init?.headers } });
  const body = await response.text();
  const ms = performance.now() - start;
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url.split('?')[0]}: ${response.status} ${body.slice(0, 300)}`);
  return ms;
}

export async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: HEADERS });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** `count` readings taken from the round's entry templates (repeated with later times when the round is smaller). */
export function readingsFromTemplates(templates: readonly Entry[], count: number, firstReading: Date): Entry[] {
  if (templates.length === 0) throw new Error('the round has no entries');
  return Array.from({ length: count }, (_, i) => {
    const template = templates[i % templates.length];
    const dt = new Date(firstReading.getTime() + Math.floor(i / templates.length) * 60_000).toISOString();
    return { ...template, dt, value: 100 + (i % 50) / 10 };
  });
}

export function roundPost(entries: Entry[]): MeasureRoundPost {
  return { instanceId: randomUUID(), creationTime: new Date().toISOString(), mrTeam: 'Bench', entries };
}

export function postRound(baseUrl: string, mrId: number | string, body: MeasureRoundPost): Promise<number> {
  return timedFetch(baseUrl + apiPaths.postMeasureRound(mrId), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function sequentialMs(parts: (() => Promise<number>)[]): Promise<number> {
  const start = performance.now();
  for (const part of parts) await part();
  return performance.now() - start;
}

export async function measureRoundPost(baseUrl: string, mrId: number | string): Promise<BenchRow> {
  const round = await getJson<MeasureRoundResponse>(baseUrl + apiPaths.measureRound(mrId));
  const entries = readingsFromTemplates(round.entries, POSTED_ENTRIES, new Date(Date.UTC(2026, 0, 1, 6)));
  await postRound(baseUrl, mrId, roundPost(entries)); // warm-up
  const posts = await sample(() => postRound(baseUrl, mrId, roundPost(entries)), FIGURE_RUNS);
  const naive = await sample(() => sequentialMs(entries.map((entry) => () => postRound(baseUrl, mrId, roundPost([entry])))), NAIVE_RUNS);
  return {
    figure: `Server: post a ${POSTED_ENTRIES.toLocaleString('en-US')}-entry round`,
    unit: 'ms',
    budget: 100,
    result: summarize(posts),
    naiveLabel: `${POSTED_ENTRIES.toLocaleString('en-US')} single-entry posts`,
    naive: summarize(naive),
  };
}

/** p99 of the time for all values of 32 timeseries: one request with 32 tsIds versus 32 single-id requests. */
export async function measureTimeseriesValues(baseUrl: string, tsIds: readonly string[]): Promise<BenchRow> {
  if (tsIds.length !== HISTORY_CHUNK_IDS) throw new Error(`need ${HISTORY_CHUNK_IDS} timeseries, got ${tsIds.length}`);
  const oneRequest = () => timedFetch(baseUrl + apiPaths.timeseriesValues(tsIds));
  const singleRequests = () => sequentialMs(tsIds.map((tsId) => () => timedFetch(baseUrl + apiPaths.timeseriesValues([tsId]))));
  await oneRequest(); // warm-up
  const p99s = await sample(async () => percentile(await sample(oneRequest, VALUE_REQUESTS), 99), FIGURE_RUNS);
  const naiveP99s = await sample(async () => percentile(await sample(singleRequests, NAIVE_VALUE_REQUESTS), 99), NAIVE_RUNS);
  return {
    figure: `Server: values of ${HISTORY_CHUNK_IDS} ids × 1 year, p99`,
    unit: 'ms',
    budget: 50,
    result: summarize(p99s),
    naiveLabel: `${HISTORY_CHUNK_IDS} single-id requests, p99`,
    naive: summarize(naiveP99s),
  };
}

/**
 * issue 13: the same call right after a value was posted to one of its series (the post not timed), so the server
 * cannot send an answer it kept: what the first device asking after a change waits for.
 */
export async function measureTimeseriesValuesAfterChange(baseUrl: string, mrId: number, tsIds: readonly string[]): Promise<BenchRow> {
  const round = await getJson<MeasureRoundResponse>(baseUrl + apiPaths.measureRound(mrId));
  const templates = round.entries.filter((entry) => tsIds.includes(entry.tsId));
  let posted = 0;
  const afterPost = async () => {
    const [reading] = readingsFromTemplates([templates[posted % templates.length]], 1, new Date(Date.UTC(2026, 1, 1, 6, posted++)));
    await postRound(baseUrl, mrId, roundPost([reading]));
    return timedFetch(baseUrl + apiPaths.timeseriesValues(tsIds));
  };
  const p99s = await sample(async () => percentile(await sample(afterPost, CHANGED_VALUE_REQUESTS), 99), FIGURE_RUNS);
  return {
    figure: `Server: values of ${HISTORY_CHUNK_IDS} ids × 1 year after a change, p99`,
    unit: 'ms',
    result: summarize(p99s),
  };
}
