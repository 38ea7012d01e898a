// spec entry.md §1/§9: download a GPX 1.1 file of a round (waypoints per station, the round's track when present).
import type { GeoJsonFeatureCollection } from '../../shared/api';
import { gpxFileName, roundToGpx } from '../format/gpx';
import type { GroupSummary } from '../../shared/schema/group';
import { workerApi } from '../worker-client';
import { reportError } from './report-error';

export async function downloadGpx(group: GroupSummary): Promise<void> {
  try {
    const api = workerApi();
    const round = await api.loadGroup(group.mrId);
    const track = (await api.getMap(group.mrId, 'track').catch(() => undefined)) as GeoJsonFeatureCollection | undefined;
    saveFile(new Blob([roundToGpx(round, track)], { type: 'application/gpx+xml' }), gpxFileName(round.mrName));
  } catch (error) {
    reportError(error, 'groups.errorTitle', 'groups.gpxError');
  }
}

function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
