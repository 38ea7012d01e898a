// issue 16 figures on the long fixture of `npm run seed:long` (40 series × 700,000 15-minute values, and the same
// round with 700): open the round, the metadata call for 32 series at an entry date, a 1,000-entry post — on PGlite
// (BENCH_LONG_DATA_DIR, default ./data-long) and on PostgreSQL (BENCH_LONG_DATABASE_URL). The opens are also measured
// in CPU time (cpu-clock.ts), which the load of other processes hardly changes, with its own long ÷ short ratio.
// The fixture is seeded once by the command (minutes), not by the bench, so this part stays within about a minute per
// database.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiPaths, HISTORY_CHUNK_IDS, type MeasureRoundResponse } from '../../src/shared/api';
import { LONG_ROUNDS, longTsId, type LongRound } from '../../src/server/demo/long-history';
import { startServer, type StartOptions } from '../../src/server/start';
import { postgresCpuClock, processCpuClock, type CpuClock } from './cpu-clock';
import { FIGURE_RUNS, sample, type SampleLimits } from './sampling';
import { getJson, POSTED_ENTRIES, postRound, readingsFromTemplates, roundPost, timedFetch } from './server-figures';
import { summarize } from './stats';
import type { BenchRow, Unit } from './table';

const [LONG, SHORT] = LONG_ROUNDS;
const OPEN_BUDGET_MS = 100;
const OPEN_RATIO_BUDGET = 1.5;
const METADATA_BUDGET_MS = 50;
const POST_BUDGET_MS = 150;
const DAY_MS = 86_400_000;
/** the calls take milliseconds on a machine other processes load: many alternating runs keep the medians and the ratio steady */
const QUICK_RUNS: SampleLimits = { minRuns: 15, maxRuns: 40, maxTotalMs: 10_000 };

interface Fixture {
  name: 'PGlite' | 'PostgreSQL';
  storage?: Pick<StartOptions, 'dataDir' | 'databaseUrl'>;
  /** how to get the fixture when it is not there */
  hint: string;
}

function fixtures(): Fixture[] {
  const dataDir = process.env.BENCH_LONG_DATA_DIR || fileURLToPath(new URL('../../data-long', import.meta.url));
  const databaseUrl = process.env.BENCH_LONG_DATABASE_URL;
  return [
    // a server started on a missing directory would seed the demo data there
    { name: 'PGlite', storage: existsSync(dataDir) ? { dataDir } : undefined, hint: `run npm run seed:long (DATA_DIR=${dataDir})` },
    {
      name: 'PostgreSQL',
      storage: databaseUrl ? { databaseUrl } : undefined,
      hint: 'set BENCH_LONG_DATABASE_URL to a database seeded by DATABASE_URL=… npm run seed:long',
    },
  ];
}

interface Figure {
  figure: string;
  unit: Unit;
  budget?: number;
}

function figuresOf(db: Fixture['name']) {
  const long = `${LONG.series} series × ${LONG.values.toLocaleString('en-US')} values`;
  const cpu = db === 'PGlite' ? 'CPU time of server and PGlite' : 'CPU time of server and PostgreSQL';
  const figure = (figure: string, unit: Unit, budget?: number): Figure => ({ figure: `History (${db}): ${figure}`, unit, budget });
  return {
    open: figure(`open a round of ${long}`, 'ms', OPEN_BUDGET_MS),
    openShort: figure(`the same round with ${SHORT.values} values per series`, 'ms', OPEN_BUDGET_MS),
    ratio: figure('open long ÷ open short (ratio)', 'count', OPEN_RATIO_BUDGET),
    openCpu: figure(`open a round of ${long}, ${cpu}`, 'ms'),
    openShortCpu: figure(`the same round with ${SHORT.values} values per series, ${cpu}`, 'ms'),
    cpuRatio: figure(`open long ÷ open short, ${cpu} (ratio)`, 'count', OPEN_RATIO_BUDGET),
    metadata: figure(`metadata of ${HISTORY_CHUNK_IDS} series at an entry date, ${LONG.values.toLocaleString('en-US')} values each`, 'ms', METADATA_BUDGET_MS),
    metadataShort: figure(`metadata of ${HISTORY_CHUNK_IDS} series at an entry date, ${SHORT.values} values each`, 'ms', METADATA_BUDGET_MS),
    post: figure(`post a ${POSTED_ENTRIES.toLocaleString('en-US')}-entry round into the long series`, 'ms', POST_BUDGET_MS),
    postCpu: figure(`post a ${POSTED_ENTRIES.toLocaleString('en-US')}-entry round into the long series, ${cpu}`, 'ms'),
  };
}

/** The rows of one database, each "not available" with the hint when the fixture is missing. */
function missingRows(fixture: Fixture, why: string): BenchRow[] {
  return Object.values(figuresOf(fixture.name)).map((figure) => ({ ...figure, missing: `not available: ${why}` }));
}

/** Medians of `measure` on the long and on the short round, run alternately so load on the machine hits both alike. */
async function alternately(measure: (round: LongRound) => Promise<number>): Promise<{ long: number[]; short: number[] }> {
  const long: number[] = [];
  const short: number[] = [];
  await sample(async () => {
    long.push(await measure(LONG));
    short.push(await measure(SHORT));
  }, QUICK_RUNS);
  return { long, short };
}

/** Wall clock and CPU time of opening the long and the short round, alternately; a CPU pair counts when both could be told. */
async function measureOpens(baseUrl: string, cpuClock: CpuClock | undefined) {
  const open = (round: LongRound) => timedFetch(baseUrl + apiPaths.measureRound(round.mrId));
  for (const round of [LONG, SHORT]) await open(round); // warm-up
  const wall = await alternately(open);
  const cpu = { long: [] as number[], short: [] as number[] };
  if (cpuClock) {
    await sample(async () => {
      const long = await cpuClock.measure(() => open(LONG));
      const short = await cpuClock.measure(() => open(SHORT));
      if (long === undefined || short === undefined) return;
      cpu.long.push(long);
      cpu.short.push(short);
    }, QUICK_RUNS);
  }
  return {
    wall,
    ratios: wall.long.map((ms, index) => ms / wall.short[index]),
    cpu,
    cpuRatios: cpu.long.map((ms, index) => ms / cpu.short[index]),
  };
}

async function measureOn(baseUrl: string, figures: ReturnType<typeof figuresOf>, cpuClock: CpuClock | undefined): Promise<BenchRow[]> {
  const opens = await measureOpens(baseUrl, cpuClock);
  const entryDate = new Date(Date.now() - 3 * DAY_MS).toISOString();
  const metadata = (round: LongRound) =>
    timedFetch(baseUrl + apiPaths.timeseriesMetadataAt(Array.from({ length: HISTORY_CHUNK_IDS }, (_, index) => longTsId(round, index)), entryDate));
  await metadata(LONG);
  const metadataMs = await alternately(metadata);

  const round = await getJson<MeasureRoundResponse>(baseUrl + apiPaths.measureRound(LONG.mrId));
  const entries = readingsFromTemplates(round.entries, POSTED_ENTRIES, new Date(Date.now() - 2 * 3_600_000));
  await postRound(baseUrl, LONG.mrId, roundPost(entries)); // warm-up
  const posts = await sample(() => postRound(baseUrl, LONG.mrId, roundPost(entries)), FIGURE_RUNS);
  const postCpu = cpuClock ? await sample(() => cpuClock.measure(() => postRound(baseUrl, LONG.mrId, roundPost(entries))), FIGURE_RUNS) : [];
  const cpuRow = (figure: Figure, samples: number[]): BenchRow =>
    samples.length > 0 ? { ...figure, result: summarize(samples) } : { ...figure, missing: 'not available: the database is not on this machine' };
  return [
    { ...figures.open, result: summarize(opens.wall.long) },
    { ...figures.openShort, result: summarize(opens.wall.short) },
    { ...figures.ratio, result: summarize(opens.ratios) },
    cpuRow(figures.openCpu, opens.cpu.long),
    cpuRow(figures.openShortCpu, opens.cpu.short),
    cpuRow(figures.cpuRatio, opens.cpuRatios),
    { ...figures.metadata, result: summarize(metadataMs.long) },
    { ...figures.metadataShort, result: summarize(metadataMs.short) },
    { ...figures.post, result: summarize(posts) },
    cpuRow(figures.postCpu, postCpu.filter((ms) => ms !== undefined)),
  ];
}

/** Every history figure on every database whose fixture is there; the others as rows saying how to get it. */
export async function measureHistoryFigures(log: (message: string) => void): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const fixture of fixtures()) {
    if (!fixture.storage) {
      rows.push(...missingRows(fixture, fixture.hint));
      continue;
    }
    log(`History figures on ${fixture.name}: starting a server on the long fixture…`);
    let server: Awaited<ReturnType<typeof startServer>> | undefined;
    let cpuClock: CpuClock | undefined;
    try {
      server = await startServer({ port: 0, staticDir: '/nonexistent', ...fixture.storage });
      const seeded = await fetch(server.url + apiPaths.measureRound(LONG.mrId));
      if (!seeded.ok) {
        rows.push(...missingRows(fixture, `round ${LONG.mrId} not seeded; ${fixture.hint}`));
        continue;
      }
      const { databaseUrl } = fixture.storage;
      cpuClock = databaseUrl ? await postgresCpuClock(databaseUrl) : processCpuClock;
      rows.push(...(await measureOn(server.url, figuresOf(fixture.name), cpuClock)));
    } catch (error) {
      console.error(`History figures on ${fixture.name}: ${(error as Error).message}`);
      rows.push(...missingRows(fixture, (error as Error).message));
    } finally {
      await cpuClock?.close();
      await server?.close();
    }
  }
  return rows;
}
