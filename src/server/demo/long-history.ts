// issue 16 scale fixture: rounds whose series hold decades of 15-minute values, seeded straight in SQL
// (generate_series), one transaction per series. Used by `npm run seed:long`, the bench and one server test.
import { asTsId } from '../../shared/contract/ids';
import type { Entry } from '../../shared/schema/entry';
import type { Database } from '../db/database';

export interface LongRound {
  mrId: number;
  mrName: string;
  series: number;
  /** values per series, 15 minutes apart, the last one at `end` */
  values: number;
}

/** The bench's rounds: 40 series of 700,000 values (20 years), and the same round with 700 values per series. */
export const LONG_ROUNDS: readonly LongRound[] = [
  { mrId: 9701, mrName: 'Langzeit 20 Jahre', series: 40, values: 700_000 },
  { mrId: 9702, mrName: 'Langzeit 1 Woche', series: 40, values: 700 },
];

export const LONG_STEP_MINUTES = 15;
/** every 5,000th value is a gap (null); so is the newest one when `values` ends on it */
export const LONG_GAP_EVERY = 5_000;
/** a station remark every 30 days (2,880 values) */
export const LONG_REMARK_EVERY = 2_880;
export const LONG_REMARK_TEXT = 'Kontrolle Pegellatte';

export function longTsId(round: LongRound, seriesIndex: number): string {
  return `L${round.mrId}-${String(seriesIndex + 1).padStart(2, '0')}`;
}

/**
 * Series `s` (1-based) holds value number `n` (0 = oldest) as `(1000·s + n mod 1000) / 100`: its minimum is 10·s, its
 * maximum 10·s + 9.99, reached many times (ties).
 */
export async function seedLongRound(db: Database, round: LongRound, end: Date, onSeries?: (done: number) => void): Promise<boolean> {
  const [existing] = await db.query('SELECT 1 FROM measure_round WHERE mr_id = $1', [round.mrId]);
  if (existing) return false;
  for (let index = 0; index < round.series; index++) {
    // values of an interrupted earlier run are replaced
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM ts_value WHERE ts_id = $1', [longTsId(round, index)]);
      await tx.query(
        `INSERT INTO ts_value (ts_id, dt, value, sta_remark)
         SELECT $1, $2::timestamptz - ($3::int - 1 - n) * interval '${LONG_STEP_MINUTES} minutes',
                CASE WHEN n % ${LONG_GAP_EVERY} = ${LONG_GAP_EVERY - 1} THEN NULL ELSE (($4::int * 1000 + n % 1000) / 100.0)::float8 END,
                CASE WHEN n % ${LONG_REMARK_EVERY} = 0 THEN jsonb_build_object('text', $5::text) END
         FROM generate_series(0, $3::int - 1) AS n`,
        [longTsId(round, index), end.toISOString(), round.values, index + 1, LONG_REMARK_TEXT],
      );
    });
    onSeries?.(index + 1);
  }
  const entries = Array.from({ length: round.series }, (_, index) => longEntry(round, index));
  await db.query('INSERT INTO measure_round (mr_id, mr_name, mr_group, entries) VALUES ($1, $2, $3, $4)', [
    round.mrId,
    round.mrName,
    'Langzeitreihen',
    JSON.stringify(entries),
  ]);
  // what autovacuum does to a table of long standing (PGlite has none): statistics, and the visibility map that lets
  // index-only scans skip the table
  await db.query('VACUUM (ANALYZE) ts_value, ts_station_remark');
  return true;
}

function longEntry(round: LongRound, index: number): Entry {
  const number = String(index + 1).padStart(2, '0');
  return {
    siteName: 'Langzeitpegel',
    siteNumber: `LZ${round.mrId}`,
    staName: `Pegel ${number}`,
    staNumber: `${round.mrId}${number}`,
    staOrdinal: index + 1,
    tsId: asTsId(longTsId(round, index)),
    tsName: 'Wasserstand 15 min',
    tsParameter: 'W',
    tsUnit: 'cm',
    inputType: 'NUMBER',
    tsPlausibilityCheck: { min: 0, max: 1000 },
  };
}
