// Stations of the demo rounds: numbers, ordinals (some optional), coordinates along a walking route, metadata.
import type { Location } from '../../shared/schema/remark';
import type { StationFacility, StationTask } from '../../shared/schema/station';
import { MEASURING_POINT_HEIGHT_KEY } from '../../shared/maths/depth-profile';
import { BATTERY_VOLTAGE_KEY, DATA_COLLECTOR_KEY } from '../../shared/rules/analysis';
import { STATION_PURPOSE_KEY, VISUAL_CHECK_PURPOSE } from '../../shared/rules/report';
import type { RoundPlan, StationKind } from './catalog';
import { facilitiesFor, storedFacilities, tasksFor } from './station-equipment';
import { roundTo } from '../../shared/maths/discharge';
import type { Random } from './random';

export interface DemoStation {
  mrId: number;
  kind: StationKind;
  siteName: string;
  siteNumber: string;
  staName: string;
  staNumber: string;
  /** absent for optional stations */
  staOrdinal?: number;
  staLocation: Location;
  staMetadata: Record<string, string>;
  staTasks?: StationTask[];
  staFacilities?: StationFacility[];
  /** m above the Adriatic; drives temperatures and snow of the history */
  elevationM: number;
  /** Messpunkthöhe as a number where the station has one (groundwater, piezometer, lake) */
  measuringPointM?: number;
}

/** Metadata keys of entry.md §3 staMetadata; those the client reads come from src/shared. */
const METADATA_KEYS = {
  observer: 'Beobachter',
  measuringPoint: MEASURING_POINT_HEIGHT_KEY,
  mapLabel: 'Karten-Bezeichnung',
  batteryVoltage: BATTERY_VOLTAGE_KEY,
  dataLogger: DATA_COLLECTOR_KEY,
  latlng: 'latlng',
  /** JSON array of the verticals' distances across the profile in m */
  verticalDistances: 'Lotrechten-Abstände',
  crewTask: 'Auftrag Messtrupp',
  purpose: STATION_PURPOSE_KEY,
} as const;

const OBSERVERS = [
  'Josef Hofer', 'Maria Pfurtscheller', 'Andreas Haller', 'Theresia Kirchmair', 'Florian Schönherr', 'Anna Rainer',
  'Martin Gstrein', 'Elisabeth Falkner', 'Stefan Auer', 'Katharina Spiss', 'Thomas Neurauter', 'Christine Kuprian',
];

const MAP_LABELS: Record<StationKind, string> = {
  gauge: 'P', creek: 'PB', groundwater: 'GW', spring: 'QU', meteo: 'N', snow: 'S', lake: 'SEE', reservoir: 'SP',
  visual: 'K', seepage: 'SW', weir: 'MW', pendulum: 'L', piezometer: 'PZ', storage: 'LAG',
};

const CREW_TASKS: Partial<Record<StationKind, string[]>> = {
  gauge: ['Pegellatte reinigen, Treibgut am Pegelhaus entfernen', 'Lattenpegel mit Schreibpegel vergleichen'],
  creek: ['Messprofil von Geschiebe freihalten', 'Abflussmessung mit Flügel, Lotrechten laut Metadaten'],
  groundwater: ['Abstich mit Lichtlot zweimal messen', 'Sondenkappe auf Dichtheit prüfen'],
  spring: ['Schüttung volumetrisch messen (Kübel 10 l)', 'Quellfassung auf Verunreinigung kontrollieren'],
  visual: ['Risse fotografieren und Lage mit GPS erfassen', 'Vernässungen an der Luftseite markieren'],
  seepage: ['Messgefäß entleeren, Trübung beurteilen', 'Drainageleitung spülen'],
};

/** Data loggers sit at these kinds of stations; their metadata carries battery voltage and logger. */
const LOGGER_KINDS: StationKind[] = ['gauge', 'groundwater', 'meteo', 'snow', 'piezometer', 'reservoir', 'weir'];
const VERTICAL_KINDS: StationKind[] = ['creek', 'spring', 'seepage'];
const MEASURING_POINT_KINDS: StationKind[] = ['groundwater', 'piezometer', 'lake'];

export function buildStations(plans: readonly RoundPlan[], random: Random, today: Date): DemoStation[] {
  return plans.flatMap((plan) => buildRoundStations(plan, random, today));
}

function buildRoundStations(plan: RoundPlan, random: Random, today: Date): DemoStation[] {
  const stations: DemoStation[] = [];
  const position = { lat: plan.centre[0], lon: plan.centre[1] };
  let heading = random.float(0, 2 * Math.PI);
  let ordinal = 0;
  for (const site of plan.sites) {
    site.stations.forEach((staName, indexInSite) => {
      const index = stations.length;
      heading += random.float(-0.9, 0.9);
      const step = random.float(0.004, 0.015);
      position.lat += step * Math.sin(heading);
      position.lon += (step * Math.cos(heading)) / Math.cos((position.lat * Math.PI) / 180);
      const optional = site.kind === 'storage' || (index > 0 && random.chance(0.1));
      const isLast = indexInSite === site.stations.length - 1;
      const suffix = isLast && site.lastNumberSuffix ? site.lastNumberSuffix : '';
      const staNumber = `${plan.numberPrefix}${String(index + 1).padStart(2, '0')}${suffix}`;
      const elevationM = site.elevationM + random.int(-40, 40);
      const measuringPointM = MEASURING_POINT_KINDS.includes(site.kind) ? roundTo(elevationM + random.float(0.3, 1.2), 2) : undefined;
      const staLocation = { latitude: roundTo(position.lat, 6), longitude: roundTo(position.lon, 6) };
      const station: DemoStation = {
        mrId: plan.mrId,
        kind: site.kind,
        siteName: site.siteName,
        siteNumber: site.siteNumber,
        staName,
        staNumber,
        staOrdinal: optional ? undefined : ++ordinal,
        staLocation,
        staMetadata: {},
        elevationM,
        measuringPointM,
      };
      station.staMetadata = metadataFor(station, index + 1, random);
      const tasks = tasksFor(station, random, today);
      if (tasks.length > 0) station.staTasks = tasks;
      const facilities =
        site.kind === 'storage'
          ? storedFacilities(staNumber, random, today)
          : LOGGER_KINDS.includes(site.kind)
            ? facilitiesFor(station, random, today)
            : [];
      if (facilities.length > 0) station.staFacilities = facilities;
      stations.push(station);
    });
  }
  return stations;
}

function metadataFor(station: DemoStation, position: number, random: Random): Record<string, string> {
  const { kind, staLocation } = station;
  const metadata: Record<string, string> = {
    [METADATA_KEYS.observer]: random.pick(OBSERVERS),
    [METADATA_KEYS.mapLabel]: `${MAP_LABELS[kind]} ${position}`,
    [METADATA_KEYS.latlng]: `${staLocation.latitude.toFixed(6)},${staLocation.longitude.toFixed(6)}`,
  };
  if (station.measuringPointM !== undefined) metadata[METADATA_KEYS.measuringPoint] = station.measuringPointM.toFixed(2);
  if (LOGGER_KINDS.includes(kind)) {
    metadata[METADATA_KEYS.batteryVoltage] = `${random.float(11.8, 13.4).toFixed(1)} V`;
    metadata[METADATA_KEYS.dataLogger] = `OTT netDL 500 SN ${random.int(31040000, 31049999)}`;
  }
  if (VERTICAL_KINDS.includes(kind)) metadata[METADATA_KEYS.verticalDistances] = JSON.stringify(verticalDistances(random));
  const crewTasks = CREW_TASKS[kind];
  if (crewTasks && random.chance(0.5)) metadata[METADATA_KEYS.crewTask] = random.pick(crewTasks);
  if (kind === 'visual') {
    metadata[METADATA_KEYS.purpose] = random.chance(0.5) ? VISUAL_CHECK_PURPOSE : 'Sicherheitsrelevante Sperrenüberwachung';
  }
  return metadata;
}

/** Distances of the verticals across the profile in m, banks included (first and last). */
function verticalDistances(random: Random): number[] {
  const widthM = random.float(1.2, 6);
  const count = random.int(5, 8);
  return Array.from({ length: count }, (_, i) => roundTo((widthM * i) / (count - 1), 2));
}
