// Issue 13: the server under load — the values call for 32 ids × 1 year with 10 clients at once (p99 and requests/s,
// beside the same values as 32 single-id calls per client; /info called beside them), and requests/s on the round
// list held for 30 s.
// Each load stops by itself after its time; every request counts only when answered with 200.
import { apiPaths } from '../../src/shared/api';
import { timedFetch } from './server-figures';
import { percentile, summarize } from './stats';
import type { BenchRow } from './table';

const CLIENTS = 10;
const VALUES_LOAD_MS = 10_000;
const ROUND_LIST_LOAD_MS = 30_000;

interface Load {
  latencies: number[];
  requestsPerSecond: number;
}

/** as a browser asks: compressed answers (undici decompresses them) */
export const timedGet = (url: string) => timedFetch(url, { headers: { 'Accept-Encoding': 'br, gzip' } });

/** `clients` loops, each doing `once` again and again until `durationMs` has passed; latencies of every `once`. */
export async function load(clients: number, durationMs: number, once: () => Promise<number>): Promise<Load> {
  const start = performance.now();
  const latencies: number[] = [];
  const client = async () => {
    while (performance.now() - start < durationMs) latencies.push(await once());
  };
  await Promise.all(Array.from({ length: clients }, client));
  return { latencies, requestsPerSecond: latencies.length / ((performance.now() - start) / 1000) };
}

async function allSequential(urls: readonly string[]): Promise<number> {
  const start = performance.now();
  for (const url of urls) await timedGet(url);
  return performance.now() - start;
}

export async function measureValuesUnderLoad(baseUrl: string, tsIds: readonly string[]): Promise<BenchRow[]> {
  const oneCall = baseUrl + apiPaths.timeseriesValues(tsIds);
  const singleCalls = tsIds.map((tsId) => baseUrl + apiPaths.timeseriesValues([tsId]));
  await timedGet(oneCall); // warm-up
  // "no request can stall another": /info, called one after another beside the load, must stay quick
  const info: number[] = [];
  let loading = true;
  const infoCalls = (async () => {
    while (loading) info.push(await timedGet(baseUrl + apiPaths.info()));
  })();
  const batched = await load(CLIENTS, VALUES_LOAD_MS, () => timedGet(oneCall));
  loading = false;
  await infoCalls;
  const naive = await load(CLIENTS, VALUES_LOAD_MS, () => allSequential(singleCalls));
  const naiveLabel = `${tsIds.length} single-id calls per client`;
  return [
    {
      figure: `Server: values of ${tsIds.length} ids × 1 year, ${CLIENTS} clients, p99`,
      unit: 'ms',
      result: summarize([percentile(batched.latencies, 99)]),
      naiveLabel,
      naive: summarize([percentile(naive.latencies, 99)]),
    },
    {
      figure: `Server: values of ${tsIds.length} ids × 1 year, ${CLIENTS} clients`,
      unit: 'req/s',
      result: summarize([batched.requestsPerSecond]),
      naiveLabel: `${naiveLabel} (all ${tsIds.length} = 1 request)`,
      naive: summarize([naive.requestsPerSecond]),
    },
    {
      figure: `Server: /info beside the ${CLIENTS} clients' values calls, p99`,
      unit: 'ms',
      result: summarize([percentile(info, 99)]),
    },
  ];
}

export async function measureRoundListSustained(baseUrl: string): Promise<BenchRow> {
  const url = baseUrl + apiPaths.measureRounds();
  await timedGet(url);
  const sustained = await load(CLIENTS, ROUND_LIST_LOAD_MS, () => timedGet(url));
  return {
    figure: `Server: round list, ${CLIENTS} clients for ${ROUND_LIST_LOAD_MS / 1000} s`,
    unit: 'req/s',
    result: summarize([sustained.requestsPerSecond]),
  };
}
