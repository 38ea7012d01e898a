// Issue 38: the journeys again on a phone slower than Lighthouse's reference. CSV, photo, the mobile input and the
// stored archive (bench page and app) are measured at 4× (the bench's calibration), then the renderer is calibrated to
// 6× (main thread and worker, as at 4×) and they are measured again; the 6× rows get the budgets for 6×, and a
// second table puts each 6× figure beside the same figure at 4× of the same run. The archive is loaded once, at 4×:
// the 6× list has no first-load budget, and a first load of 20,000 rounds at 6× on the loaded machine took
// longer than the rest of the part.
import { loadArchiveStore, measureWarmArchive, startArchiveServer, TYPED } from './archive-figures';
import { openArchiveJourney, warmJourneyRows } from './archive-journey';
import type { BenchBrowser } from './browser';
import { calibrate, formatCalibration } from './calibration';
import { measureMobileInput } from './journey-figures';
import type { SampleLimits } from './sampling';
import { formatColumns, formatValue, type BenchRow } from './table';
import { measureCsv, measurePhoto } from './worker-figures';

const RATE = 6;
const ONE_FIRST_LOAD: SampleLimits = { minRuns: 1, maxRuns: 1, maxTotalMs: 0 };
/** the budgets at 6× where they differ from 4×; a row not named keeps its budget */
const BUDGETS_AT_SIX: [figureStart: string, budget: number | undefined][] = [
  ['CSV: 10 MB', 2_500],
  ['Photo: 12 MP JPEG downscaled', 1_500],
  ['Mobile input, round of 200 stations × 5 timeseries: station switch', 150],
];

type SixTimesJourney = 'worker' | 'mobile' | 'archive';
export const SIX_TIMES_JOURNEYS: readonly SixTimesJourney[] = ['worker', 'mobile', 'archive'];

/** the 6× row of a 4× row, without its naive alternative (the comparison here is with 4×) */
function atSixTimes({ naive, naiveLabel, ...row }: BenchRow): BenchRow {
  const figure = row.figure.includes('(4×') ? row.figure.replace('(4×', `(${RATE}×`) : `${row.figure} (${RATE}×)`;
  const budget = BUDGETS_AT_SIX.find(([start]) => row.figure.startsWith(start));
  return { ...row, figure, budget: budget ? budget[1] : row.budget };
}

/** Each 6× median beside the 4× median of the same figure and their ratio. */
function formatBesideFourTimes(fourTimes: readonly BenchRow[], sixTimes: readonly BenchRow[]): string {
  const lines = sixTimes.map((six, index) => {
    const four = fourTimes[index];
    const ratio = four.result && six.result && four.result.median > 0 ? `${(six.result.median / four.result.median).toFixed(2)}×` : '—';
    return [six.figure, formatValue(four.result?.median, four.unit), formatValue(six.result?.median, six.unit), ratio];
  });
  return formatColumns(['Figure at 6×', '4× median', '6× median', '6× ÷ 4×'], lines);
}

/** The app's archive server with its list stored once in the bench page's database and in an app page's. */
async function openStoredArchive(bench: BenchBrowser, serverUrl: string, staticDir: string, log: (message: string) => void) {
  const server = await startArchiveServer(staticDir, log);
  try {
    log('Loading the archive once into the bench page and into an app page (4×)…');
    const store = await loadArchiveStore(bench, server.url, ONE_FIRST_LOAD);
    const journey = await openArchiveJourney(bench, server.url, TYPED);
    return {
      measure: async () => [...(await measureWarmArchive(bench, store)), ...warmJourneyRows(await journey.measureWarm(), TYPED)],
      close: async () => {
        await journey.close();
        await bench.page.evaluate((database) => window.bench.deleteDatabase(database), store.database);
        await server.close();
        // the bench page was the archive server's: back to the bench's own server for the journeys after it
        await bench.page.goto(`${serverUrl}/bench/`);
        await bench.page.waitForFunction(() => document.getElementById('status')?.textContent === 'ready');
      },
    };
  } catch (error) {
    await server.close();
    throw error;
  }
}

type StoredArchive = Awaited<ReturnType<typeof openStoredArchive>>;

/**
 * Leaves the renderer slowed 6×: run it after every 4× figure. At 4× the archive comes last (its app page stays open
 * until it is measured at 6×), at 6× first, so no other journey runs beside that page.
 */
export async function measureJourneysAtSixTimes(
  bench: BenchBrowser,
  serverUrl: string,
  staticDir: string,
  log: (message: string) => void,
  journeys: readonly SixTimesJourney[] = SIX_TIMES_JOURNEYS,
): Promise<BenchRow[]> {
  let archive: StoredArchive | undefined;
  const others = async () => [
    ...(journeys.includes('worker') ? [...(await measureCsv(bench, false)), ...(await measurePhoto(bench, false))] : []),
    ...(journeys.includes('mobile') ? await measureMobileInput(bench, serverUrl) : []),
  ];
  try {
    log(`Measuring ${journeys.join(', ')} at 4×…`);
    const fourOthers = await others();
    if (journeys.includes('archive')) archive = await openStoredArchive(bench, serverUrl, staticDir, log);
    const fourArchive = (await archive?.measure()) ?? [];
    const calibration = await calibrate(bench, RATE);
    console.log(formatCalibration(calibration));
    log(`Measuring ${journeys.join(', ')} at ${RATE}×…`);
    const sixArchive = (await archive?.measure()) ?? [];
    await archive?.close();
    archive = undefined;
    const sixTimes = [...(await others()), ...sixArchive].map(atSixTimes);
    console.log(`\n${formatBesideFourTimes([...fourOthers, ...fourArchive], sixTimes)}\n`);
    return sixTimes;
  } finally {
    await archive?.close();
  }
}
