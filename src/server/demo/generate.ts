// The deterministic demo data set: the same `today` always gives deeply equal data.
import type { DemoData } from './demo-data';
import { buildCompletedRounds } from './archive';
import { DEMO_CATEGORY, ROUND_PLANS } from './catalog';
import { DISCHARGE_METERS } from './discharge-meters';
import { buildDocuments } from './documents';
import { FACILITY_MODELS } from './facility-models';
import { buildHistory } from './history';
import { createRandom, seedFrom } from './random';
import { buildRounds } from './rounds';
import { buildStations } from './stations';
import { buildSeries } from './timeseries';
import { buildUsers } from './users';

export function generateDemoData(options: { today?: Date } = {}): DemoData {
  const today = options.today ?? new Date();
  const stations = buildStations(ROUND_PLANS, createRandom(seedFrom('stations')), today);
  const series = buildSeries(stations, createRandom(seedFrom('timeseries')));
  const rounds = buildRounds(ROUND_PLANS, stations, series);
  const pendingDays = new Map(ROUND_PLANS.map((plan) => [plan.mrId, plan.pendingDays ?? 0]));
  const history = buildHistory(series, today, pendingDays);
  const completedRounds = buildCompletedRounds(rounds, history, createRandom(seedFrom('archive')));
  const decisionRoundIds = [...new Set(completedRounds.filter((round) => round.decision1Time || round.userDecision1Required).map((round) => Number(round.mrId)))];
  const demoRoundIds = rounds.filter((round) => round.mrGroup === DEMO_CATEGORY).map((round) => round.mrId);
  return {
    rounds,
    history,
    dischargeMeters: DISCHARGE_METERS,
    facilityModels: FACILITY_MODELS,
    documents: buildDocuments(today, stations.filter((station) => demoRoundIds.includes(station.mrId))),
    users: buildUsers(rounds.map((round) => round.mrId), decisionRoundIds, demoRoundIds),
    completedRounds,
  };
}
