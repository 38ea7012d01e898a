import { describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../../src/shared/config/settings';
import type { InputKind } from '../../../../src/shared/schema/settings';
import { generateDemoData } from '../../../../src/server/demo/generate';

const data = generateDemoData({ today: new Date('2025-06-15T10:00:00Z') });
const entries = data.rounds.flatMap((round) => round.entries);
const stations = [...new Map(entries.map((entry) => [entry.staNumber, entry])).values()];

/** spec entry.md §2: the group name containing a fragment of the settings map picks the input page. */
function inputKindOf(groupName: string): InputKind | undefined {
  const fragment = Object.keys(DEFAULT_SETTINGS.inputKinds).find((key) => groupName.includes(key));
  return fragment ? DEFAULT_SETTINGS.inputKinds[fragment] : undefined;
}

describe('spec entry.md §2 group selection: demo rounds and categories', () => {
  test('at least 12 rounds in at least 4 categories, one of them exactly "Messtouren für demo"', () => {
    expect(data.rounds.length).toBeGreaterThanOrEqual(12);
    const categories = new Set(data.rounds.map((round) => round.mrGroup));
    expect(categories.size).toBeGreaterThanOrEqual(4);
    expect(categories).toContain('Messtouren für demo');
    expect(data.rounds.filter((round) => round.mrGroup === 'Messtouren für demo').length).toBeGreaterThanOrEqual(1);
  });

  test('round ids and names are unique', () => {
    expect(new Set(data.rounds.map((round) => round.mrId)).size).toBe(data.rounds.length);
    expect(new Set(data.rounds.map((round) => round.mrName)).size).toBe(data.rounds.length);
  });

  test('group names route to meteoInput, hydroInputOWF and hydroInputUWQ through the default settings map', () => {
    const kinds = new Set(data.rounds.map((round) => inputKindOf(round.mrName)));
    expect(kinds).toEqual(new Set<InputKind | undefined>(['meteoInput', 'hydroInputOWF', 'hydroInputUWQ', undefined]));
  });

  test('meteo rounds carry the default meteo parameters N, HS, HSN and LT at every station', () => {
    const { precipitation, snowHeight, freshSnow, airTemperature } = DEFAULT_SETTINGS.meteoParameters;
    const meteoRounds = data.rounds.filter((round) => inputKindOf(round.mrName) === 'meteoInput');
    expect(meteoRounds.length).toBeGreaterThanOrEqual(1);
    for (const round of meteoRounds) {
      for (const staNumber of new Set(round.entries.map((entry) => entry.staNumber))) {
        const parameters = round.entries.filter((entry) => entry.staNumber === staNumber).map((entry) => entry.tsParameter);
        expect(parameters).toEqual(expect.arrayContaining([precipitation, snowHeight, freshSnow, airTemperature]));
      }
    }
  });
});

describe('spec entry.md §3 Entry: stations', () => {
  test('about 150 stations with site name and number, station name and number', () => {
    expect(stations.length).toBeGreaterThanOrEqual(150);
    for (const station of stations) {
      expect(station.siteName).toBeTruthy();
      expect(station.siteNumber).toBeTruthy();
      expect(station.staName).toBeTruthy();
      expect(station.staNumber).toBeTruthy();
    }
  });

  test('coordinates lie in Tyrol around 47.3 N 11.3 E and match the latlng metadata', () => {
    for (const station of stations) {
      expect(Math.abs(station.staLocation!.latitude - 47.3)).toBeLessThan(0.5);
      expect(Math.abs(station.staLocation!.longitude - 11.3)).toBeLessThan(1);
      const [lat, lng] = station.staMetadata!.latlng.split(',').map(Number);
      expect(lat).toBeCloseTo(station.staLocation!.latitude, 6);
      expect(lng).toBeCloseTo(station.staLocation!.longitude, 6);
    }
  });

  test('ordinals ascend in round order; some optional stations have no ordinal', () => {
    const optional = stations.filter((station) => station.staOrdinal === undefined);
    expect(optional.length).toBeGreaterThanOrEqual(5);
    expect(optional.length).toBeLessThan(stations.length / 4);
    for (const round of data.rounds) {
      const ordinals = [...new Set(round.entries.map((entry) => entry.staOrdinal).filter((ordinal) => ordinal !== undefined))];
      expect(ordinals).toEqual(ordinals.map((_, i) => i + 1));
    }
    expect(data.rounds.find((round) => round.mrGroup === 'Messtouren für demo')!.entries.some((entry) => entry.staOrdinal === undefined)).toBe(true);
  });

  test('station metadata carries Beobachter, Messpunkthöhe, Karten-Bezeichnung, Batteriespannung, Datensammler, latlng, verticals, crew task', () => {
    const keys = new Set(stations.flatMap((station) => Object.keys(station.staMetadata ?? {})));
    for (const key of ['Beobachter', 'Messpunkthöhe', 'Karten-Bezeichnung', 'Batteriespannung', 'Datensammler', 'latlng', 'Lotrechten-Abstände', 'Auftrag Messtrupp']) {
      expect(keys).toContain(key);
    }
    for (const station of stations) expect(station.staMetadata!.Beobachter).toBeTruthy();
    const measuringPoints = stations.map((station) => station.staMetadata!['Messpunkthöhe']).filter(Boolean);
    expect(measuringPoints.every((text) => Number.isFinite(Number(text)))).toBe(true);
    const verticals = stations.map((station) => station.staMetadata!['Lotrechten-Abstände']).filter(Boolean);
    for (const text of verticals) {
      const distances = JSON.parse(text) as number[];
      expect(distances[0]).toBe(0);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
  });

  test('archive.md §4: some dam stations have the purpose "Betriebliche visuelle Kontrolle", some numbers end VWB or V99', () => {
    expect(stations.some((station) => Object.values(station.staMetadata ?? {}).some((value) => value.includes('Betriebliche visuelle Kontrolle')))).toBe(true);
    expect(stations.some((station) => station.staNumber.endsWith('VWB'))).toBe(true);
    expect(stations.some((station) => station.staNumber.endsWith('V99'))).toBe(true);
  });

  test('some stations have open tasks and installed facilities with models', () => {
    const withTasks = stations.filter((station) => station.staTasks?.length);
    expect(withTasks.length).toBeGreaterThanOrEqual(5);
    for (const task of withTasks.flatMap((station) => station.staTasks!)) {
      expect(task.taskType).toBeTruthy();
      expect(task.text).toBeTruthy();
      expect(task.taskDone).toBe(false);
    }
    const facilities = stations.flatMap((station) => station.staFacilities ?? []);
    expect(facilities.length).toBeGreaterThanOrEqual(10);
    expect(new Set(facilities.map((facility) => facility.number)).size).toBe(facilities.length);
    for (const facility of facilities) expect(data.facilityModels.map((model) => model.name)).toContain(facility.model!.name);
  });
});

describe('spec entry.md §3 Map track and Map overlay', () => {
  test('every round has a track: a LineString through its stations and one Point per station with staName and staNumber', () => {
    for (const round of data.rounds) {
      const roundStations = new Set(round.entries.map((entry) => entry.staNumber));
      const features = round.track!.features;
      expect(features.filter((feature) => feature.geometry.type === 'LineString')).toHaveLength(1);
      const points = features.filter((feature) => feature.geometry.type === 'Point');
      expect(new Set(points.map((point) => point.properties.staNumber))).toEqual(roundStations);
      for (const point of points) expect(point.properties.staName).toBeTruthy();
    }
  });

  test('a couple of rounds have ortho and osm overlays: a bounds polygon and a PNG data URL', () => {
    const withOverlays = data.rounds.filter((round) => round.overlays?.length);
    expect(withOverlays.length).toBeGreaterThanOrEqual(2);
    for (const round of withOverlays) {
      expect(round.overlays!.map((overlay) => overlay.mapType).sort()).toEqual(['ortho', 'osm']);
      for (const overlay of round.overlays!) {
        expect(overlay.bounds.length).toBeGreaterThanOrEqual(4);
        const [prefix, base64] = overlay.image.split(',');
        expect(prefix).toBe('data:image/png;base64');
        expect(Buffer.from(base64, 'base64').subarray(1, 4).toString('ascii')).toBe('PNG');
        for (const entry of round.entries) {
          const lats = overlay.bounds.map(([lat]) => lat);
          expect(entry.staLocation!.latitude).toBeGreaterThanOrEqual(Math.min(...lats));
          expect(entry.staLocation!.latitude).toBeLessThanOrEqual(Math.max(...lats));
        }
      }
    }
  });
});
