// spec entry.md §1 "download a GPX file of a round", §9 "GPX export version 1.1": one waypoint per station
// (name and number) and the round's track, valid against http://www.topografix.com/GPX/1/1/gpx.xsd.
import type { GeoJsonFeatureCollection } from '../../shared/api';
import type { Entry } from '../../shared/schema/entry';

export const GPX_NAMESPACE = 'http://www.topografix.com/GPX/1/1';
const GPX_SCHEMA_LOCATION = 'http://www.topografix.com/GPX/1/1/gpx.xsd';
const GPX_CREATOR = 'Handeingabe';

export interface GpxRound {
  mrName: string;
  creationTime?: string;
  entries: readonly Pick<Entry, 'staName' | 'staNumber' | 'staLocation'>[];
}

type Position = [number, number, number?];

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** xsd:decimal has no exponent form, so 1e-7 must be written as 0.0000001. */
function decimal(value: number): string {
  return value.toFixed(7).replace(/\.?0+$/, '') || '0';
}

const isLatitude = (lat: unknown): lat is number => typeof lat === 'number' && lat >= -90 && lat <= 90;
const isLongitude = (lon: unknown): lon is number => typeof lon === 'number' && lon >= -180 && lon < 180;

/** Waypoint label with name and number, e.g. 'Pegel Inn (201012)'. */
export function waypointName(station: Pick<Entry, 'staName' | 'staNumber'>): string {
  return `${station.staName} (${station.staNumber})`;
}

function waypoints(entries: GpxRound['entries']): string[] {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const entry of entries) {
    const location = entry.staLocation;
    if (seen.has(entry.staNumber) || !isLatitude(location?.latitude) || !isLongitude(location?.longitude)) continue;
    seen.add(entry.staNumber);
    lines.push(
      `  <wpt lat="${decimal(location.latitude)}" lon="${decimal(location.longitude)}">`,
      `    <name>${escapeXml(waypointName(entry))}</name>`,
      `  </wpt>`,
    );
  }
  return lines;
}

function trackSegments(track: GeoJsonFeatureCollection | undefined): Position[][] {
  const segments: Position[][] = [];
  for (const feature of track?.features ?? []) {
    const { type, coordinates } = feature.geometry;
    if (type === 'LineString') segments.push(coordinates as Position[]);
    else if (type === 'MultiLineString') segments.push(...(coordinates as Position[][]));
  }
  return segments.filter((segment) => Array.isArray(segment) && segment.length > 0);
}

function trackPoint([lon, lat, ele]: Position): string | undefined {
  if (!isLatitude(lat) || !isLongitude(lon)) return undefined;
  const elevation = typeof ele === 'number' && Number.isFinite(ele) ? `<ele>${decimal(ele)}</ele>` : '';
  return `      <trkpt lat="${decimal(lat)}" lon="${decimal(lon)}">${elevation}</trkpt>`;
}

function trackLines(name: string, track: GeoJsonFeatureCollection | undefined): string[] {
  const segments = trackSegments(track);
  if (segments.length === 0) return [];
  const lines = ['  <trk>', `    <name>${escapeXml(name)}</name>`];
  for (const segment of segments) {
    lines.push('    <trkseg>', ...segment.flatMap((position) => trackPoint(position) ?? []), '    </trkseg>');
  }
  lines.push('  </trk>');
  return lines;
}

function metadataLines(round: GpxRound): string[] {
  const time = round.creationTime ? new Date(round.creationTime) : undefined;
  const timeLine = time && !Number.isNaN(time.getTime()) ? [`    <time>${time.toISOString()}</time>`] : [];
  return ['  <metadata>', `    <name>${escapeXml(round.mrName)}</name>`, ...timeLine, '  </metadata>'];
}

/** The GPX 1.1 file of a round: metadata, a waypoint per located station, then the track (LineString / MultiLineString features). */
export function roundToGpx(round: GpxRound, track?: GeoJsonFeatureCollection, creator = GPX_CREATOR): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx xmlns="${GPX_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"` +
      ` xsi:schemaLocation="${GPX_NAMESPACE} ${GPX_SCHEMA_LOCATION}" version="1.1" creator="${escapeXml(creator)}">`,
    ...metadataLines(round),
    ...waypoints(round.entries),
    ...trackLines(round.mrName, track),
    '</gpx>',
    '',
  ].join('\n');
}

/** Download file name: the round name with characters unsafe in file names replaced by '_'. */
export function gpxFileName(mrName: string): string {
  return `${mrName.replace(/[\\/:*?"<>|]/g, '_').trim() || 'round'}.gpx`;
}
