import type { OfflineRoundFile } from '../../../../shared/schema/group';
import type { OfflineRound } from '../../../../shared/contract';

/** The round as an offline round file (type marker LocalMeasureRound), which the config screen can upload again. */
export function downloadRoundJson(round: OfflineRound): void {
  const file: OfflineRoundFile = { ...round, type: 'LocalMeasureRound' };
  const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${round.mrName}-${round.instanceId}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
