// issue 16 figures on the long fixture of `npm run seed:long` (40 series × 700,000 15-minute values, and the same
// round with 700): open the round, the metadata call for 32 series at an entry date, a 1,000-entry post — on PGlite
// (BENCH_LONG_DATA_DIR, default ./data-long) and on PostgreSQL (BENCH_LONG_DATABASE_URL). The fixture is seeded once
// by the command (minutes), not by the bench, so this part stays within about a minute per database.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiPaths, HISTORY_CHUNK_IDS, type MeasureRoundResponse } from '../../src/shared/api';
import { LONG_ROUNDS, longTsId, type LongRound } from '../../src/server/demo/long-history';
import { startServer, type StartOptions } from '../../src/server/start';
import { FIGURE_RUNS, sample, type SampleLimits } from './sampling';
import { getJson, POSTED_ENTRIES, postRound, readingsFromTemplates, roundPost, timedFetch } from './server-figures';
import { summarize } from './stats';
import type { BenchRow } from './table';

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

const figureNames = (db: Fixture['name']) => ({
  open: `History (${db}): open a round of ${LONG.series} series × ${LONG.values.toLocaleString('en-US')} values`,
  openShort: `History (${db}): the same round with ${SHORT.values} values per series`,
  ratio: `History (${db}): open long ÷ open short (ratio)`,
  metadata: `History (${db}): metadata of ${HISTORY_CHUNK_IDS} series at an entry date, ${LONG.values.toLocaleString('en-US')} values each`,
  metadataShort: `History (${db}): metadata of ${HISTORY_CHUNK_IDS} series at an entry date, ${SHORT.values} values each`,
  post: `History (${db}): post a ${POSTED_ENTRIES.toLocaleString('en-US')}-entry round into the long series`,
});

/** The rows of one database, each "not available" with the hint when the fixture is missing. */
function missingRows(fixture: Fixture, why: string): BenchRow[] {
  const names = figureNames(fixture.name);
  const budgets = [OPEN_BUDGET_MS, OPEN_BUDGET_MS, OPEN_RATIO_BUDGET, METADATA_BUDGET_MS, METADATA_BUDGET_MS, POST_BUDGET_MS];
  return Object.values(names).map((figure, index) => ({
    figure,
    unit: index === 2 ? 'count' : 'ms',
    budget: budgets[index],
    missing: `not available: ${why}`,
  }));
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

async function measureOn(baseUrl: string, names: ReturnType<typeof figureNames>): Promise<BenchRow[]> {
  const open = (round: LongRound) => timedFetch(baseUrl + apiPaths.measureRound(round.mrId));
  const entryDate = new Date(Date.now() - 3 * DAY_MS).toISOString();
  const metadata = (round: LongRound) =>
    timedFetch(baseUrl + apiPaths.timeseriesMetadataAt(Array.from({ length: HISTORY_CHUNK_IDS }, (_, index) => longTsId(round, index)), entryDate));
  for (const round of [LONG, SHORT]) await open(round); // warm-up
  const opened = await alternately(open);
  const ratios = opened.long.map((ms, index) => ms / opened.short[index]);
  await metadata(LONG);
  const metadataMs = await alternately(metadata);

  const round = await getJson<MeasureRoundResponse>(baseUrl + apiPaths.measureRound(LONG.mrId));
  const entries = readingsFromTemplates(round.entries, POSTED_ENTRIES, new Date(Date.now() - 2 * 3_600_000));
  await postRound(baseUrl, LONG.mrId, roundPost(entries)); // warm-up
  const posts = await sample(() => postRound(baseUrl, LONG.mrId, roundPost(entries)), FIGURE_RUNS);
  return [
    { figure: names.open, unit: 'ms', budget: OPEN_BUDGET_MS, result: summarize(opened.long) },
    { figure: names.openShort, unit: 'ms', budget: OPEN_BUDGET_MS, result: summarize(opened.short) },
    { figure: names.ratio, unit: 'count', budget: OPEN_RATIO_BUDGET, result: summarize(ratios) },
    { figure: names.metadata, unit: 'ms', budget: METADATA_BUDGET_MS, result: summarize(metadataMs.long) },
    { figure: names.metadataShort, unit: 'ms', budget: METADATA_BUDGET_MS, result: summarize(metadataMs.short) },
    { figure: names.post, unit: 'ms', budget: POST_BUDGET_MS, result: summarize(posts) },
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
    try {
      server = await startServer({ port: 0, staticDir: '/nonexistent', ...fixture.storage });
      const seeded = await fetch(server.url + apiPaths.measureRound(LONG.mrId));
      if (!seeded.ok) {
        rows.push(...missingRows(fixture, `round ${LONG.mrId} not seeded; ${fixture.hint}`));
        continue;
      }
      rows.push(...(await measureOn(server.url, figureNames(fixture.name))));
    } catch (error) {
      console.error(`History figures on ${fixture.name}: ${(error as Error).message}`);
      rows.push(...missingRows(fixture, (error as Error).message));
    } finally {
      await server?.close();
    }
  }
  return rows;
}
