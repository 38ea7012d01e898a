// Issue 38: does a second server process on the same PostgreSQL serve more? Two reference server processes (the demo
// data with the bench's additions, seeded once into the schema hwe_bench_processes of BENCH_PROCESSES_DATABASE_URL)
// behind a small round-robin HTTP proxy in this process; the values call (32 ids × 1 year) and the round list from
// 10 clients, first through the proxy to one process, then to both, in the same run. The ratio is both ÷ one.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { apiPaths } from '../../src/shared/api';
import bundleServerForThisRun from '../support/server-bundle';
import { spawnServerProcess } from '../unit/server/support/spawn-server';
import { valuesFigureTsIds } from './bench-data';
import { load, timedGet } from './server-load-figures';
import { summarize } from './stats';
import type { BenchRow } from './table';

const DEFAULT_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:5432/hwe_test';
const SCHEMA = 'hwe_bench_processes';
const CLIENTS = 10;
const LOAD_MS = 10_000;

async function benchSchemaUrl(): Promise<string> {
  const url = process.env.BENCH_PROCESSES_DATABASE_URL || DEFAULT_DATABASE_URL;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`);
  await client.end();
  const withSchema = new URL(url);
  withSchema.searchParams.set('options', `-c search_path=${SCHEMA}`);
  return withSchema.toString();
}

interface Proxy {
  url: string;
  /** the servers the next requests go to, in turn */
  setTargets(targets: URL[]): void;
  close(): Promise<void>;
}

async function startProxy(): Promise<Proxy> {
  const agent = new http.Agent({ keepAlive: true });
  let turn = 0;
  let targets: URL[] = [];
  const server = http.createServer((request, response) => {
    const target = targets[turn++ % targets.length];
    const forwarded = http.request(
      { agent, host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    setTargets: (next) => (targets = next),
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      agent.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export async function measureTwoProcesses(log: (message: string) => void): Promise<BenchRow[]> {
  log(`Starting two server processes on PostgreSQL (schema ${SCHEMA}; seeded once, a minute the first time)…`);
  const databaseUrl = await benchSchemaUrl();
  const script = 'tests/bench/bench-server-process.ts';
  const removeBundle = await bundleServerForThisRun();
  const first = spawnServerProcess({ DATABASE_URL: databaseUrl }, undefined, script);
  const children = [first.child];
  const proxy = await startProxy();
  try {
    const firstUrl = await first.url; // the first migrates and seeds, the second finds it done
    const second = spawnServerProcess({ DATABASE_URL: databaseUrl }, undefined, script);
    children.push(second.child);
    const servers = [new URL(firstUrl), new URL(await second.url)];
    const calls = { values: proxy.url + apiPaths.timeseriesValues(valuesFigureTsIds()), list: proxy.url + apiPaths.measureRounds() };
    const rows: BenchRow[] = [];
    for (const [name, url] of Object.entries(calls)) {
      const perSecond: number[] = [];
      for (const targets of [servers.slice(0, 1), servers]) {
        proxy.setTargets(targets);
        for (let i = 0; i < targets.length; i++) await timedGet(url); // each process warmed up
        log(`Loading the ${name} call on ${targets.length} process(es) for ${LOAD_MS / 1000} s…`);
        perSecond.push((await load(CLIENTS, LOAD_MS, () => timedGet(url))).requestsPerSecond);
      }
      const figure = name === 'values' ? `values of ${valuesFigureTsIds().length} ids × 1 year` : 'round list';
      rows.push(
        { figure: `Server on PostgreSQL: ${figure}, ${CLIENTS} clients, one process behind the proxy`, unit: 'req/s', result: summarize([perSecond[0]]) },
        { figure: `Server on PostgreSQL: ${figure}, ${CLIENTS} clients, two processes behind the proxy`, unit: 'req/s', result: summarize([perSecond[1]]) },
        { figure: `Server on PostgreSQL: ${figure}, two processes ÷ one`, unit: 'count', result: summarize([perSecond[1] / perSecond[0]]) },
      );
    }
    return rows;
  } finally {
    await proxy.close();
    for (const child of children) child.kill('SIGTERM');
    await removeBundle();
  }
}
