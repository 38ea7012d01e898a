// Issue 11: an archive of many completed rounds for the worker tests and the bench, seeded by the
// server's own seed step (SQL inserts, no HTTP posts). Each filter field of spec archive.md §2 carries
// a word that cycles with its own period, so a test knows how many rounds a pattern must find.
import { asMrId, asTsId } from '../../src/shared/contract/ids';
import type { DemoData } from '../../src/server/demo/demo-data';
import type { CompletedEntry, CompletedMeasureRound } from '../../src/shared/schema/archive';

/** the round definition (mrId) every archived round of the large archive belongs to */
export const LARGE_ARCHIVE_MR_ID = 9001;
const HOUR_MS = 3_600_000;
const NEWEST = Date.parse('2026-03-01T08:00:00.000Z');

/** The word each filter field of round `index` holds; a field's word repeats every `period` rounds. */
export const ARCHIVE_FIELDS = {
  group: { period: 7, word: (index: number) => `Archivgruppe G${index % 7}` },
  name: { period: 50, word: (index: number) => `Archivtour N${index % 50}` },
  team: { period: 11, word: (index: number) => `Archivteam T${index % 11}` },
  /** a round remark on every 13th round only */
  remark: { period: 13, word: (index: number) => (index % 13 === 0 ? `Archivbemerkung R${index % 39}` : undefined) },
  station: { period: 17, word: (index: number) => `Archivstation S${index % 17}` },
  site: { period: 19, word: (index: number) => `Archivort O${index % 19}` },
  parameter: { period: 23, word: (index: number) => `AP${index % 23}` },
} as const;

/** creation time of round `index`: one round per hour, the newest first */
export const creationTimeOf = (index: number) => new Date(NEWEST - index * HOUR_MS).toISOString();

export function largeArchiveRound(index: number, entriesPerRound: number): CompletedMeasureRound {
  const creationTime = creationTimeOf(index);
  const entries = Array.from({ length: entriesPerRound }, (_, position): CompletedEntry => ({
    siteName: ARCHIVE_FIELDS.site.word(index),
    siteNumber: `O${index % 19}`,
    staName: `${ARCHIVE_FIELDS.station.word(index)}-${position}`,
    staNumber: `S${index % 17}-${position}`,
    staOrdinal: position + 1,
    tsId: asTsId(`LA-${position}-${ARCHIVE_FIELDS.parameter.word(index)}`),
    tsParameter: position === 0 ? ARCHIVE_FIELDS.parameter.word(index) : 'W',
    tsUnit: 'cm',
    inputType: 'NUMBER',
    dt: creationTime,
    value: 100 + ((index * 7 + position) % 50),
    ...(index % 29 === 0 && position === 1 && { staRemark: { text: `Archivriss F${index % 58}` } }),
  }));
  return {
    instanceId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    creationTime,
    submissionTime: new Date(Date.parse(creationTime) + HOUR_MS / 2).toISOString(),
    completionTime: new Date(Date.parse(creationTime) + HOUR_MS / 2).toISOString(),
    mrId: asMrId(LARGE_ARCHIVE_MR_ID),
    mrName: ARCHIVE_FIELDS.name.word(index),
    mrGroup: ARCHIVE_FIELDS.group.word(index),
    mrTeam: ARCHIVE_FIELDS.team.word(index),
    ...(ARCHIVE_FIELDS.remark.word(index) && { mrRemark: ARCHIVE_FIELDS.remark.word(index) }),
    entries,
  };
}

/** `base` (the demo data) with `rounds` archived rounds of `entriesPerRound` entries added. */
export function withLargeArchive(base: DemoData, rounds: number, entriesPerRound: number): DemoData {
  return {
    ...base,
    rounds: [
      ...base.rounds,
      { mrId: LARGE_ARCHIVE_MR_ID, mrName: 'Archivtour', mrGroup: 'Archiv', entries: largeArchiveRound(0, entriesPerRound).entries.map(({ dt: _dt, value: _value, ...entry }) => entry) },
    ],
    completedRounds: [...base.completedRounds, ...Array.from({ length: rounds }, (_, index) => largeArchiveRound(index, entriesPerRound))],
  };
}
