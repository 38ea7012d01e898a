// The report's rounds: loaded by instanceId, then given the station metadata of their latest definition.
import { useEffect, useState } from 'react';
import { useCompletedRounds, type CompletedRoundsLoad } from './use-completed-rounds';
import { withLatestStationMetadata } from './latest-station-metadata';

export function useReportRounds(instanceIds: readonly string[]): CompletedRoundsLoad {
  const load = useCompletedRounds(instanceIds);
  const [report, setReport] = useState<CompletedRoundsLoad>({ status: 'loading' });
  useEffect(() => {
    if (load.status !== 'loaded') {
      setReport(load);
      return;
    }
    let current = true;
    void withLatestStationMetadata(load.rounds).then((rounds) => current && setReport({ status: 'loaded', rounds, skipped: load.skipped }));
    return () => {
      current = false;
    };
  }, [load]);
  return report;
}
