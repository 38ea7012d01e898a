// Request bodies and images used by several server test files.
import { asMrId } from '../../../../src/shared/contract/ids';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { MeasureRoundPostBody } from '../../../../src/shared/api';
import { buildRoundPost } from '../../../../src/shared/rules/posting';
import { DAM_ENTRIES } from './tiny-demo';

export async function jpegImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toBuffer();
}

/**
 * A post of round 2 as the client builds it (spec entry.md §5 posting transform): an event with a remark
 * and photo, and a water level whose value after becomes its own entry one minute later.
 */
export function damRoundPost(instanceId = randomUUID(), imageName = 'foto-1.jpg'): MeasureRoundPostBody {
  const built = buildRoundPost({
    mrId: asMrId(2),
    instanceId,
    creationTime: '2026-03-15T06:00:00.000Z',
    mrTeam: 'Hofer, Haller',
    mrRemark: 'Starker Wind',
    entries: [
      { ...DAM_ENTRIES[0], dt: '2026-03-15T07:00:00.000Z', value: 2, staRemark: { text: 'Sickerstelle nass', images: [imageName] } },
      { ...DAM_ENTRIES[1], dt: '2026-03-15T07:10:00.000Z', value: 131.5, valueAfter: 131.0 },
    ],
  });
  if (!built.ok) throw new Error(built.message);
  return built.body;
}

export const json = (body: unknown, method = 'POST'): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export const imageUpload = (bytes: Buffer, contentType = 'image/jpeg'): RequestInit => ({
  method: 'PUT',
  headers: { 'content-type': contentType },
  body: new Uint8Array(bytes),
});
