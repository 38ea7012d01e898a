// A small data set of the DemoData shape: three rounds, a few timeseries, users with roles.
import { asMrId, asTsId } from '../../../../src/shared/contract/ids';
import type { DemoData } from '../../../../src/server/demo/demo-data';
import type { CompletedMeasureRound } from '../../../../src/shared/schema/archive';
import type { Entry } from '../../../../src/shared/schema/entry';

const DAY_MS = 86_400_000;
export const TODAY = new Date('2026-03-15T12:00:00Z');
export const HISTORY_DAYS = 30;
/** the completed round of round 2 waiting for decision 1: an event with a photo */
export const PENDING_INSTANCE_ID = '7b0c7a52-0000-4000-8000-000000000002';
export const PENDING_IMAGE = 'foto-riss.jpg';

export const USERS = {
  admin: 'anna',
  observer: 'olga',
  responsible1: 'rita',
  responsible2: 'rudi',
  otherRoundOnly: 'otto',
} as const;

function entry(staNumber: string, tsId: string, extra: Partial<Entry> = {}): Entry {
  return {
    siteName: 'Innsbruck',
    siteNumber: 'S1',
    staName: `Station ${staNumber}`,
    staNumber,
    staOrdinal: 1,
    staLocation: { latitude: 47.26, longitude: 11.39 },
    tsId: asTsId(tsId),
    tsParameter: 'W',
    tsUnit: 'cm',
    inputType: 'NUMBER',
    tsPlausibilityCheck: { min: 0, max: 500 },
    ...extra,
  };
}

export const DAM_ENTRIES: Entry[] = [
  entry('2001', 'TS-2001-VB01', { inputType: 'NO_STEADY_INCIDENT', tsParameter: 'VB', tsUnit: 'n/u/E' }),
  entry('2002', 'TS-2002-W', { tsParameter: 'W' }),
];

const track = {
  type: 'FeatureCollection' as const,
  features: [
    { type: 'Feature' as const, geometry: { type: 'LineString', coordinates: [[11.39, 47.26], [11.4, 47.27]] }, properties: {} },
  ],
};

function pendingRound(): CompletedMeasureRound {
  return {
    instanceId: PENDING_INSTANCE_ID,
    creationTime: '2026-03-14T07:00:00.000Z',
    submissionTime: '2026-03-14T09:00:00.000Z',
    mrId: asMrId(2),
    mrName: 'Kontrolle Damm',
    mrGroup: 'Talsperren',
    mrTeam: 'Hofer',
    entries: [
      { ...DAM_ENTRIES[0], dt: '2026-03-14T08:00:00.000Z', value: 2, staRemark: { text: 'Neuer Riss an Fuge 12', images: [PENDING_IMAGE] } },
      { ...DAM_ENTRIES[1], dt: '2026-03-14T08:05:00.000Z', value: 123 },
    ],
  };
}

export function tinyDemo(): DemoData {
  const t = Array.from({ length: HISTORY_DAYS }, (_, i) => TODAY.getTime() - (HISTORY_DAYS - i) * DAY_MS);
  return {
    rounds: [
      {
        mrId: 1,
        mrName: 'Pegel Inn',
        mrGroup: 'Messtouren für demo',
        entries: [entry('1001', 'TS-1001-W'), entry('1002', 'TS-1002-W')],
        track,
        overlays: [{ mapType: 'ortho', bounds: [[47.2, 11.3], [47.3, 11.4]], image: 'data:image/png;base64,AAAA' }],
      },
      {
        mrId: 2,
        mrName: 'Kontrolle Damm',
        mrGroup: 'Talsperren',
        entries: DAM_ENTRIES,
        track,
        overlays: [
          { mapType: 'ortho', bounds: [[47.2, 11.3], [47.3, 11.4]], image: 'data:image/png;base64,AAAA' },
          { mapType: 'osm', bounds: [[47.2, 11.3], [47.3, 11.4]], image: 'data:image/png;base64,BBBB' },
        ],
      },
      { mrId: 3, mrName: 'Meteo Nord', mrGroup: 'Meteo', entries: [entry('3001', 'TS-3001-N', { tsParameter: 'N' })] },
    ],
    history: ['TS-1001-W', 'TS-1002-W', 'TS-2001-VB01', 'TS-2002-W', 'TS-3001-N'].map((tsId, k) => ({
      tsId,
      t,
      v: t.map((_, i) => (i === 3 ? null : 100 + k * 10 + i)),
      remarks: [{ index: 5, staRemark: 'Datensammler getauscht' }],
    })),
    dischargeMeters: [{ name: 'OTT C31', seconds: 30, calibrations: [{ slope: 0.25, offset: 0.01, maxImpulses: 10 }] }],
    facilityModels: [{ type: 'Datensammler', name: 'OTT netDL', manufacturer: 'OTT' }],
    documents: [
      { mdId: 1, mdFilename: 'Messanleitung.pdf', mdDocument: 'JVBERi0=', mdLastModified: '2026-01-10T08:00:00.000Z' },
    ],
    users: [
      { username: 'demo', isAdmin: true, roles: [] },
      { username: USERS.observer, isAdmin: false, roles: [{ mrId: 2, role: 'HANDEINGABE_OBSERVE' }] },
      { username: USERS.responsible1, isAdmin: false, roles: [{ mrId: 2, role: 'HANDEINGABE_RESPONSIBLE1' }] },
      { username: USERS.responsible2, isAdmin: false, roles: [{ mrId: 2, role: 'HANDEINGABE_RESPONSIBLE2' }] },
      { username: USERS.otherRoundOnly, isAdmin: false, roles: [{ mrId: 3, role: 'HANDEINGABE_OBSERVE' }] },
    ],
    completedRounds: [pendingRound()],
  };
}

/**
 * issue 35: a completed round of round 2 with `entries` water levels, each with `remark` as station and series
 * remark (issue 35's big PDF: 950 entries with two 10,000-character remarks).
 */
export function roundWithRemarks(instanceId: string, entries: number, remark: string): CompletedMeasureRound {
  return {
    instanceId,
    creationTime: '2026-03-14T07:00:00.000Z',
    submissionTime: '2026-03-14T09:00:00.000Z',
    mrId: asMrId(2),
    mrName: 'Kontrolle Damm',
    mrTeam: 'Hofer',
    entries: Array.from({ length: entries }, () => ({ ...DAM_ENTRIES[1], dt: '2026-03-14T08:05:00.000Z', value: 123, staRemark: { text: remark }, tsRemark: { text: remark } })),
  };
}
