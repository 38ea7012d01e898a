// The archive as another client reads and writes it on the server (issue 37: the worker offers only what a screen
// calls; a test that needs the archive's own state, or another decider, asks the server itself).
import { apiPaths } from '../../../src/shared/api';
import type { InstanceId } from '../../../src/shared/contract/ids';
import type { ArchiveRoundSummary, CompletedMeasureRound } from '../../../src/shared/schema/archive';

/** never the browser's cache: it would revalidate with the list's ETag, which the server answers with a delta */
const FRESH: RequestInit = { cache: 'no-store' };

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The archive list in the server's order (the server at `apiBase`, by default the app's). */
export async function archivedRounds(apiBase = ''): Promise<ArchiveRoundSummary[]> {
  return (await json<{ rounds: ArchiveRoundSummary[] }>(await fetch(apiBase + apiPaths.completedRounds(), FRESH), 'archive list')).rounds;
}

/** The first round of the archive list named `mrName`. */
export async function archivedRoundNamed(mrName: string): Promise<ArchiveRoundSummary> {
  const round = (await archivedRounds()).find((candidate) => candidate.mrName === mrName);
  if (!round) throw new Error(`no archived round ${mrName}`);
  return round;
}

/** One completed round with its entries and decisions as the server keeps it. */
export async function archivedRound(instanceId: InstanceId): Promise<CompletedMeasureRound> {
  return json(await fetch(apiPaths.completedRound(instanceId), FRESH), `completed round ${instanceId}`);
}

/** Decisions posted by another decider (another device). */
export async function postDecisions(round: CompletedMeasureRound): Promise<void> {
  const body = JSON.stringify(round);
  const response = await fetch(apiPaths.completedRound(round.instanceId), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  if (!response.ok) throw new Error(`decisions of ${round.instanceId}: HTTP ${response.status}`);
}
