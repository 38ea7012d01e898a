// Richer completed entries for the archive detail view (archive.md §2): a discharge protocol, a depth profile,
// an edited facility and a remark with a location.
import type { CompletedEntry } from '../../shared/schema/archive';
import type { DepthProfileRow } from '../../shared/schema/discharge';
import { depthAbsoluteM, measuringPointHeight } from '../../shared/maths/depth-profile';
import { DISCHARGE_METERS } from './discharge-meters';
import { roundTo } from '../../shared/maths/discharge';

const PROFILE_DEPTHS_M = [0.5, 1, 2, 5, 10, 20, 30];

/** Adds the details to the first entry of each suitable kind; entries stay otherwise as posted. */
export function addArchiveDetails(entries: CompletedEntry[]): void {
  const discharge = entries.find((entry) => entry.tsUnit === 'l/s' && entry.tsParameter === 'Q' && typeof entry.value === 'number');
  const gauge = discharge && entries.find((entry) => entry.staNumber === discharge.staNumber && entry.tsParameter === 'W');
  if (discharge && gauge && typeof gauge.value === 'number') {
    discharge.dischargeProtocol = {
      dt: discharge.dt,
      gauge: gauge.value,
      gaugeUnit: gauge.tsUnit,
      discharge: discharge.value,
      dischargeUnit: 'l/s',
      meter: DISCHARGE_METERS[1].name,
      remark: 'Flügelmessung, 7 Lotrechten',
    };
  }
  const lake = entries.find((entry) => entry.tsParameter === 'WT' && measuringPointHeight(entry.staMetadata) !== undefined && typeof entry.value === 'number');
  if (lake) lake.depthProfile = depthProfile(lake);
  const withDevice = entries.find((entry) => entry.staFacilities?.length);
  if (withDevice) {
    const [logger, ...others] = withDevice.staFacilities!;
    withDevice.staFacilities = [
      { ...logger, $action: 'EDIT', $originalAttributes: logger.attributes, attributes: { ...logger.attributes, Batteriespannung: 13.1, Bemerkung: 'Batterie getauscht' } },
      ...others,
    ];
  }
  const remarked = entries.find((entry) => entry.staLocation && !entry.staRemark);
  if (remarked) {
    const { latitude, longitude } = remarked.staLocation!;
    remarked.staRemark = { text: 'Zufahrt durch Murenabgang verlegt', location: { latitude, longitude } };
  }
}

/** Water temperature falls and conductivity rises with depth below the surface reading. */
function depthProfile(entry: CompletedEntry): DepthProfileRow[] {
  const heightM = measuringPointHeight(entry.staMetadata)!;
  const surface = entry.value as number;
  return PROFILE_DEPTHS_M.map((depthM) => ({
    staNumber: entry.staNumber,
    depthM,
    depthAbsoluteM: depthAbsoluteM(heightM, depthM),
    wt: roundTo(4.5 + (surface - 4.5) * Math.exp(-depthM / 8), 1),
    lfkt: roundTo(300 + depthM * 1.5, 0),
  }));
}
