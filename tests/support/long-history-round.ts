// issue 16: a round of two series with 2.5 years of 15-minute values on the browser tests' second server (more values
// in a 2-year window than one answer of the values call holds), so the worker's paging is tested end to end.
import { asTsId } from '../../src/shared/contract/ids';
import type { DemoData } from '../../src/server/demo/demo-data';

export const LONG_ROUND_MR_ID = 9713;
export const LONG_ROUND_NAME = 'Langzeit 2,5 Jahre';
export const LONG_ROUND_TS_IDS = ['LH-01-W', 'LH-02-W'].map(asTsId);
export const LONG_ROUND_STEP_MS = 15 * 60_000;
/** 2.5 years of 15-minute values per series */
export const LONG_ROUND_VALUES = Math.round(2.5 * 365 * 96);
/** a station remark every 30 days */
export const LONG_ROUND_REMARK_EVERY = 2_880;

export function withLongHistoryRound(base: DemoData, end: Date): DemoData {
  const newest = Math.floor(end.getTime() / LONG_ROUND_STEP_MS) * LONG_ROUND_STEP_MS;
  const t = Array.from({ length: LONG_ROUND_VALUES }, (_, n) => newest - (LONG_ROUND_VALUES - 1 - n) * LONG_ROUND_STEP_MS);
  const remarks = Array.from({ length: Math.ceil(LONG_ROUND_VALUES / LONG_ROUND_REMARK_EVERY) }, (_, k) => ({
    index: k * LONG_ROUND_REMARK_EVERY,
    staRemark: 'Kontrolle Pegellatte',
  }));
  return {
    ...base,
    rounds: [
      ...base.rounds,
      {
        mrId: LONG_ROUND_MR_ID,
        mrName: LONG_ROUND_NAME,
        mrGroup: 'Langzeitreihen',
        entries: LONG_ROUND_TS_IDS.map((tsId, index) => ({
          siteName: 'Langzeitpegel',
          staName: `Pegel ${index + 1}`,
          staNumber: `LH${index + 1}`,
          staOrdinal: index + 1,
          tsId,
          tsParameter: 'W',
          tsUnit: 'cm',
          inputType: 'NUMBER',
        })),
      },
    ],
    history: [
      ...base.history,
      ...LONG_ROUND_TS_IDS.map((tsId, index) => ({ tsId, t, v: t.map((_, n) => index * 10 + (n % 1000) / 100), remarks })),
    ],
  };
}
