import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { GeoJsonFeatureCollection } from '../../../src/shared/api';
import { gpxFileName, roundToGpx, type GpxRound } from '../../../src/worker/groups/gpx';

const round: GpxRound = {
  mrName: 'Messtour Inn & Sill <Nord>',
  creationTime: '2025-04-14T06:26:00.000Z',
  entries: [
    { staName: 'Pegel Inn', staNumber: '201012', staLocation: { latitude: 47.26543, longitude: 11.39321 } },
    // second timeseries of the same station: still one waypoint
    { staName: 'Pegel Inn', staNumber: '201012', staLocation: { latitude: 47.26543, longitude: 11.39321 } },
    { staName: 'Quelle "Süd"', staNumber: '201020-VWB', staLocation: { latitude: 47.0000001, longitude: -0.5 } },
    // no location: no waypoint
    { staName: 'Ohne Ort', staNumber: '201030' },
  ],
};

const track: GeoJsonFeatureCollection = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', geometry: { type: 'Point', coordinates: [11.39, 47.26] }, properties: { staName: 'Pegel Inn', staNumber: '201012' } },
    { type: 'Feature', geometry: { type: 'LineString', coordinates: [[11.39, 47.26, 574.5], [11.4, 47.27]] }, properties: {} },
    {
      type: 'Feature',
      geometry: { type: 'MultiLineString', coordinates: [[[11.41, 47.28]], [[11.42, 47.29], [11.43, 47.3]]] },
      properties: {},
    },
  ],
};

describe('spec entry.md §9 GPX export version 1.1: document structure', () => {
  const gpx = roundToGpx(round, track);

  test('root element in the GPX 1.1 namespace with version 1.1 and a creator', () => {
    expect(gpx.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<gpx xmlns="http://www.topografix.com/GPX/1/1"')).toBe(true);
    expect(gpx).toMatch(/<gpx [^>]*version="1\.1"[^>]*creator="Handeingabe"/);
    expect(gpx.trimEnd().endsWith('</gpx>')).toBe(true);
  });

  test('one waypoint per located station, with lat/lon attributes and name with number', () => {
    const waypoints = [...gpx.matchAll(/<wpt lat="([^"]+)" lon="([^"]+)">\s*<name>([^<]*)<\/name>\s*<\/wpt>/g)];
    expect(waypoints.map((match) => match.slice(1))).toEqual([
      ['47.26543', '11.39321', 'Pegel Inn (201012)'],
      ['47.0000001', '-0.5', 'Quelle &quot;Süd&quot; (201020-VWB)'],
    ]);
  });

  test('names are XML-escaped', () => {
    expect(gpx).toContain('<name>Messtour Inn &amp; Sill &lt;Nord&gt;</name>');
    expect(gpx).not.toContain('Inn & Sill');
  });

  test('element order: metadata, every wpt, then trk', () => {
    const lastWpt = gpx.lastIndexOf('<wpt ');
    expect(gpx.indexOf('<metadata>')).toBeLessThan(gpx.indexOf('<wpt '));
    expect(lastWpt).toBeLessThan(gpx.indexOf('<trk>'));
    expect(gpx).toContain('<time>2025-04-14T06:26:00.000Z</time>');
  });

  test('the track: one trkseg per line, GeoJSON [lon, lat, ele] turned into lat/lon attributes and ele', () => {
    expect(gpx.match(/<trk>/g)).toHaveLength(1);
    expect(gpx.match(/<trkseg>/g)).toHaveLength(3);
    expect(gpx).toContain('<trkpt lat="47.26" lon="11.39"><ele>574.5</ele></trkpt>');
    expect(gpx).toContain('<trkpt lat="47.3" lon="11.43"></trkpt>');
  });

  test('without a track there is no trk element', () => {
    expect(roundToGpx(round)).not.toContain('<trk>');
  });

  test('file name from the round name', () => {
    expect(gpxFileName('Messtour 1/2')).toBe('Messtour 1_2.gpx');
  });
});

const xmllint = ['/usr/bin/xmllint', '/bin/xmllint'].find((path) => existsSync(path));

describe.skipIf(!xmllint)('spec entry.md §9 GPX export version 1.1: valid against the GPX 1.1 schema (xmllint)', () => {
  const validate = (xml: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'gpx-'));
    const file = join(dir, 'round.gpx');
    writeFileSync(file, xml);
    try {
      execFileSync(xmllint!, ['--noout', '--schema', 'tests/fixtures/gpx11.xsd', file], { stdio: 'pipe' });
      return 'valid';
    } catch (error) {
      return String((error as { stderr?: Buffer }).stderr ?? error);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  test('round with waypoints and track validates', () => {
    expect(validate(roundToGpx(round, track))).toBe('valid');
  });

  test('round without any location validates', () => {
    expect(validate(roundToGpx({ mrName: 'leer', entries: [{ staName: 'A', staNumber: '1' }] }))).toBe('valid');
  });

  test('the schema check is real: a waypoint after the track is refused', () => {
    const broken = roundToGpx(round, track).replace('</gpx>', '  <wpt lat="1" lon="1"/>\n</gpx>');
    expect(validate(broken)).not.toBe('valid');
  });
});
