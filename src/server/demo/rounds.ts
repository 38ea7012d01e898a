// The demo measure rounds: entry templates in round order, track for every round, overlays for some.
import type { DemoRound } from './demo-data';
import type { RoundPlan } from './catalog';
import { overlaysFor, trackFor } from './map';
import type { DemoSeries } from './timeseries';
import type { DemoStation } from './stations';

export function buildRounds(plans: readonly RoundPlan[], stations: readonly DemoStation[], series: readonly DemoSeries[]): DemoRound[] {
  return plans.map((plan) => {
    const roundStations = stations.filter((station) => station.mrId === plan.mrId);
    const round: DemoRound = {
      mrId: plan.mrId,
      mrName: plan.mrName,
      mrGroup: plan.mrGroup,
      entries: series.filter((item) => item.station.mrId === plan.mrId).map((item) => item.entry),
      track: trackFor(plan.mrName, roundStations),
    };
    if (plan.mrRemark) round.mrRemark = plan.mrRemark;
    if (plan.overlays) round.overlays = overlaysFor(roundStations);
    return round;
  });
}
