// spec archive.md §4 Report relevance: the station purpose comes from the latest definition of the round,
// loaded by mrId, else by mrName, else the completed round itself is used.
import type { MrId } from '../../shared/contract/ids';
import type { CompletedMeasureRound } from '../../shared/schema/archive';
import type { Entry } from '../../shared/schema/entry';
import type { Group } from '../../shared/schema/group';
import { chooseLatestRound } from '../../shared/rules/report';
import { listGroups } from '../groups/list-groups';
import { loadGroup } from '../rounds/load-group';

async function loadByMrId(mrId: MrId): Promise<Group | undefined> {
  try {
    return await loadGroup(mrId);
  } catch (error) {
    console.warn(`latest round ${mrId} could not be loaded`, error);
    return undefined;
  }
}

async function loadByMrName(mrName: string): Promise<Group | undefined> {
  try {
    const { groups } = await listGroups();
    const found = groups.find((group) => group.mrName === mrName);
    return found ? await loadGroup(found.mrId) : undefined;
  } catch (error) {
    console.warn(`latest round '${mrName}' could not be loaded`, error);
    return undefined;
  }
}

async function latestEntries(round: CompletedMeasureRound): Promise<readonly Entry[]> {
  const byMrId = await loadByMrId(round.mrId);
  const byMrName = byMrId ? undefined : await loadByMrName(round.mrName);
  return chooseLatestRound<{ entries: readonly Entry[] }>(byMrId, byMrName, round).round.entries;
}

/** The rounds with each entry's station metadata taken from the latest definition of its round. */
export async function withLatestStationMetadata(rounds: readonly CompletedMeasureRound[]): Promise<CompletedMeasureRound[]> {
  const latestByMrId = new Map<string, Promise<readonly Entry[]>>();
  return Promise.all(
    rounds.map(async (round) => {
      const key = String(round.mrId);
      if (!latestByMrId.has(key)) latestByMrId.set(key, latestEntries(round));
      const latest = await latestByMrId.get(key)!;
      const metadataByStation = new Map(latest.map((entry) => [entry.staNumber, entry.staMetadata]));
      return {
        ...round,
        entries: round.entries.map((entry) => ({ ...entry, staMetadata: metadataByStation.get(entry.staNumber) ?? entry.staMetadata })),
      };
    }),
  );
}
