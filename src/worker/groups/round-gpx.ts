// spec entry.md §1/§9: the GPX file of a round, built where the round is (issue 37: the UI saves the file, the round never crosses).
import type { GeoJsonFeatureCollection } from '../../shared/api';
import type { SavedFile } from '../../shared/contract';
import type { MrId } from '../../shared/contract/ids';
import { loadMap } from '../reference/load-map';
import { loadGroup } from '../rounds/load-group';
import { gpxFileName, roundToGpx } from './gpx';

export async function roundGpx(mrId: MrId): Promise<SavedFile<Blob>> {
  const round = await loadGroup(mrId);
  // a round without a track still gets its waypoints
  const track = (await loadMap(mrId, 'track').catch(() => undefined)) as GeoJsonFeatureCollection | undefined;
  return { file: new Blob([roundToGpx(round, track)], { type: 'application/gpx+xml' }), fileName: gpxFileName(round.mrName) };
}
