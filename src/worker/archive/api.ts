// The archive domain's door: the archive list, a round's detail with its decisions, reports and images
// (contracts: shared/contract/archive.ts and, for one open round, shared/contract/archive-rounds.ts).
import type { ArchiveApi, ArchiveRoundsApi } from '../../shared/contract';
import { archiveCsv } from './archive-csv';
import { archiveReport, archiveReportRoute } from './archive-report';
import { decideArchiveRound, editArchiveDecision, editArchiveTeam, openArchiveRound } from './archive-round';
import { refreshArchive } from './archive-session';
import { getCompletedRoundImage, getCompletedRoundPdf } from './completed-rounds';

export const archiveApi = {
  refreshArchive,
  getCompletedRoundPdf,
  getCompletedRoundImage,
} satisfies ArchiveApi<Blob>;

export const archiveRoundsApi = {
  openArchiveRound,
  editArchiveDecision,
  editArchiveTeam,
  decideArchiveRound,
  archiveReport,
  archiveReportRoute,
  archiveCsv,
} satisfies ArchiveRoundsApi;
