// A small data set of the DemoData shape: three rounds, a few timeseries, two users.
import type { DemoData } from '../../../../src/server/demo/demo-data';
import type { Entry } from '../../../../src/shared/model';

const DAY_MS = 86_400_000;
export const TODAY = new Date('2026-03-15T12:00:00Z');

function entry(staNumber: string, tsId: string, extra: Partial<Entry> = {}): Entry {
  return {
    siteName: 'Innsbruck',
    siteNumber: 'S1',
    staName: `Station ${staNumber}`,
    staNumber,
    staOrdinal: 1,
    staLocation: { latitude: 47.26, longitude: 11.39 },
    tsId,
    tsParameter: 'W',
    tsUnit: 'cm',
    inputType: 'NUMBER',
    tsPlausibilityCheck: { min: 0, max: 500 },
    ...extra,
  };
}

export function tinyDemo(): DemoData {
  const days = 30;
  const t = Array.from({ length: days }, (_, i) => TODAY.getTime() - (days - i) * DAY_MS);
  return {
    rounds: [
      {
        mrId: 1,
        mrName: 'Pegel Inn',
        mrGroup: 'Messtouren für demo',
        entries: [entry('1001', 'TS-1001-W'), entry('1002', 'TS-1002-W')],
        track: {
          type: 'FeatureCollection',
          features: [
            { type: 'Feature', geometry: { type: 'LineString', coordinates: [[11.39, 47.26], [11.4, 47.27]] }, properties: {} },
          ],
        },
        overlays: [{ mapType: 'ortho', bounds: [[47.2, 11.3], [47.3, 11.4]], image: 'data:image/png;base64,AAAA' }],
      },
      {
        mrId: 2,
        mrName: 'Kontrolle Damm',
        mrGroup: 'Talsperren',
        entries: [entry('2001', 'TS-2001-VB01', { inputType: 'NO_STEADY_INCIDENT', tsParameter: 'VB' })],
      },
      { mrId: 3, mrName: 'Meteo Nord', mrGroup: 'Meteo', entries: [entry('3001', 'TS-3001-N', { tsParameter: 'N' })] },
    ],
    history: ['TS-1001-W', 'TS-1002-W', 'TS-2001-VB01', 'TS-3001-N'].map((tsId, k) => ({
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
      { username: 'beobachter', isAdmin: false, roles: [{ mrId: 1, role: 'HANDEINGABE_OBSERVE' }] },
    ],
    completedRounds: [],
  };
}
