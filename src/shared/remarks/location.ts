// spec entry.md §3 Remark: a geo:lat,lon pattern inside the text is read as a location;
// §5 coordinates accept comma decimals and a JSON array string
import type { Location, Remark } from '../schema/remark';
import { parseDecimal } from '../format/number';

const GEO_URI = /geo:\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)/i;

function validLocation(latitude: number | undefined, longitude: number | undefined): Location | undefined {
  if (latitude === undefined || longitude === undefined) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { latitude, longitude };
}

/** The first `geo:lat,lon` (RFC 5870 style, decimal points) in a text. */
export function locationFromText(text: string | undefined): Location | undefined {
  const match = text ? GEO_URI.exec(text) : null;
  return match ? validLocation(Number(match[1]), Number(match[2])) : undefined;
}

/** A remark whose text carries a geo: pattern gets that location (an explicit location is kept). */
export function withTextLocation(remark: Remark): Remark {
  if (remark.location) return remark;
  const location = locationFromText(remark.text);
  return location ? { ...remark, location } : remark;
}

/** One coordinate typed or pasted, with a decimal comma or point. */
export function parseCoordinate(text: string | number | null | undefined): number | undefined {
  if (typeof text === 'number') return Number.isFinite(text) ? text : undefined;
  return parseDecimal(text);
}

/**
 * A location from `[lat, lon]` (array or JSON array string, e.g. station metadata latlng), or from
 * an object with latitude and longitude; coordinates may be strings with a decimal comma.
 */
export function parseLocation(value: unknown): Location | undefined {
  if (typeof value === 'string') {
    try {
      return parseLocation(JSON.parse(value));
    } catch {
      return undefined;
    }
  }
  if (Array.isArray(value) && value.length === 2) {
    return validLocation(parseCoordinate(value[0]), parseCoordinate(value[1]));
  }
  if (typeof value === 'object' && value !== null && 'latitude' in value && 'longitude' in value) {
    const { latitude, longitude } = value as { latitude: unknown; longitude: unknown };
    return validLocation(parseCoordinate(latitude as string), parseCoordinate(longitude as string));
  }
  return undefined;
}
