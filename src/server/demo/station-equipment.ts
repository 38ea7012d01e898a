// Open station tasks and installed devices (entry.md §3 Station task, Station facility).
import { subDays } from 'date-fns';
import type { FacilityModel, StationFacility, StationTask } from '../../shared/schema/station';
import type { StationKind } from './catalog';
import { DATA_LOGGER, PENDULUM_READER, PRECIPITATION_GAUGE, PRESSURE_PROBE, SNOW_DEPTH_SENSOR } from './facility-models';
import type { Random } from './random';

interface StationRef {
  kind: StationKind;
  staNumber: string;
  staName: string;
}

const TASK_TYPES = ['Wartung', 'Reparatur', 'Kontrolle', 'Vermessung'] as const;

const TASK_TEXTS: Record<(typeof TASK_TYPES)[number], string[]> = {
  Wartung: ['Batterie des Datensammlers tauschen', 'Pegelhaus von Spinnweben und Laub reinigen', 'Trichter der Waage säubern'],
  Reparatur: ['Pegellatte locker, neu verschrauben', 'Zaun beim Messfeld beschädigt', 'Deckel der Grundwassersonde klemmt'],
  Kontrolle: ['Sickerwassermenge nach Starkregen kontrollieren', 'Riss an der Krone erneut vermessen', 'Uferanbruch beobachten'],
  Vermessung: ['Messpunkthöhe neu einmessen lassen', 'Pegelnullpunkt nivellieren'],
};

export function tasksFor(station: StationRef, random: Random, today: Date): StationTask[] {
  if (!random.chance(0.14)) return [];
  return Array.from({ length: random.int(1, 2) }, (_, i) => {
    const taskType = random.pick(TASK_TYPES);
    return {
      taskId: `T-${station.staNumber}-${i + 1}`,
      taskType,
      taskDone: false,
      staNumber: station.staNumber,
      creationTime: subDays(today, random.int(3, 120)).toISOString(),
      text: random.pick(TASK_TEXTS[taskType]),
    };
  });
}

const SENSOR_BY_KIND: Partial<Record<StationKind, FacilityModel>> = {
  gauge: PRESSURE_PROBE,
  groundwater: PRESSURE_PROBE,
  piezometer: PRESSURE_PROBE,
  meteo: PRECIPITATION_GAUGE,
  snow: SNOW_DEPTH_SENSOR,
  reservoir: PRESSURE_PROBE,
};

/** Some logger stations list their data logger and sensor; the pendulum stations their reader. */
export function facilitiesFor(station: StationRef, random: Random, today: Date): StationFacility[] {
  if (!random.chance(0.35)) return [];
  const installed = subDays(today, random.int(200, 1500)).toISOString();
  const facilities: StationFacility[] = [
    {
      number: `DL-${random.int(310400, 310499)}-${station.staNumber}`,
      name: `Datensammler ${station.staName}`,
      id: `F-${station.staNumber}-1`,
      model: DATA_LOGGER,
      stations: { [installed]: station.staNumber },
      attributes: {
        Firmware: `2.${random.int(1, 9)}.${random.int(0, 20)}`,
        Messintervall: random.pick([5, 10, 15, 60]),
        Batteriespannung: Number(random.float(11.8, 13.4).toFixed(1)),
        Übertragung: random.pick(['GPRS', 'LoRaWAN', 'Satellit']),
        'Letzte Auslesung': subDays(today, random.int(1, 30)).toISOString(),
        Bemerkung: null,
      },
    },
  ];
  const sensor = SENSOR_BY_KIND[station.kind];
  if (sensor) {
    facilities.push({
      number: `${sensor.type.slice(0, 2).toUpperCase()}-${random.int(10000, 99999)}`,
      name: `${sensor.type} ${station.staName}`,
      id: `F-${station.staNumber}-2`,
      model: sensor,
      stations: { [installed]: station.staNumber },
      attributes: {},
    });
  }
  return facilities;
}

/** Devices waiting in the storage station, ready to be moved to a station (entry.md §4 Facility actions). */
export function storedFacilities(storageNumber: string, random: Random, today: Date): StationFacility[] {
  return [DATA_LOGGER, PRESSURE_PROBE, PENDULUM_READER, SNOW_DEPTH_SENSOR].map((model, i) => ({
    number: `LAGER-${random.int(1000, 9999)}-${i + 1}`,
    name: `${model.type} Reserve ${i + 1}`,
    id: `F-${storageNumber}-${i + 1}`,
    model,
    stations: { [subDays(today, 30 + i * 7).toISOString()]: storageNumber },
    attributes: {},
  }));
}
