import { asMrId } from '../../../shared/contract/ids';
import type { Entry } from '../../../shared/schema/entry';
import type { GroupSummary } from '../../../shared/schema/group';
import type { GeoJsonFeatureCollection, MapOverlay } from '../../../shared/api';
import type { Queryable } from '../database';

interface RoundRow {
  mr_id: number;
  mr_name: string;
  mr_group: string;
  mr_remark: string | null;
}

export function toSummary(row: RoundRow): GroupSummary {
  return {
    mrId: asMrId(row.mr_id),
    mrName: row.mr_name,
    mrGroup: row.mr_group,
    ...(row.mr_remark != null && { mrRemark: row.mr_remark }),
  };
}

export async function listRounds(db: Queryable, onlyIds: number[] | 'all'): Promise<GroupSummary[]> {
  const rows =
    onlyIds === 'all'
      ? await db.query<RoundRow>('SELECT mr_id, mr_name, mr_group, mr_remark FROM measure_round ORDER BY mr_id')
      : await db.query<RoundRow>(
          'SELECT mr_id, mr_name, mr_group, mr_remark FROM measure_round WHERE mr_id = ANY($1::int[]) ORDER BY mr_id',
          [onlyIds],
        );
  return rows.map(toSummary);
}

export async function findRound(
  db: Queryable,
  mrId: number,
): Promise<(RoundRow & { entries: Entry[]; track: GeoJsonFeatureCollection | null; overlays: MapOverlay[] }) | undefined> {
  const [row] = await db.query<RoundRow & { entries: Entry[]; track: GeoJsonFeatureCollection | null; overlays: MapOverlay[] }>(
    'SELECT * FROM measure_round WHERE mr_id = $1',
    [mrId],
  );
  return row;
}
