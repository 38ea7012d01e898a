// Station facility (device) models with attribute types of every kind (entry.md §3 Facility model, Attribute type).
import type { FacilityModel } from '../../shared/schema/station';

export const DATA_LOGGER: FacilityModel = {
  type: 'Datensammler',
  name: 'OTT netDL 500',
  manufacturer: 'OTT HydroMet',
  comment: 'Datensammler mit GPRS-Übertragung',
  attributeTypes: [
    { name: 'Firmware', type: 'TEXT' },
    { name: 'Messintervall', shortname: 'Intervall', type: 'INTEGER', unit: 'min' },
    { name: 'Batteriespannung', shortname: 'Batt.', type: 'NUMBER', digits: 1, unit: 'V' },
    { name: 'Übertragung', type: 'LIST', listName: 'Übertragungsart', listValues: ['GPRS', 'LoRaWAN', 'Satellit', 'keine'] },
    { name: 'Letzte Auslesung', type: 'TIMESTAMP' },
    { name: 'Bemerkung', type: 'TEXTAREA' },
  ],
};

export const PRESSURE_PROBE: FacilityModel = {
  type: 'Drucksonde',
  name: 'OTT PLS',
  manufacturer: 'OTT HydroMet',
  attributeTypes: [
    { name: 'Messbereich', type: 'NUMBER', digits: 0, unit: 'm' },
    { name: 'Kabellänge', type: 'NUMBER', digits: 1, unit: 'm' },
    { name: 'Einbautiefe', type: 'NUMBER', digits: 2, unit: 'm' },
    { name: 'Kalibriert am', type: 'TIMESTAMP' },
  ],
};

export const PRECIPITATION_GAUGE: FacilityModel = {
  type: 'Niederschlagswaage',
  name: 'Pluvio² L 400',
  manufacturer: 'OTT HydroMet',
  attributeTypes: [
    { name: 'Auffangfläche', type: 'INTEGER', unit: 'cm²' },
    { name: 'Heizung', type: 'LIST', listName: 'Ein/Aus', listValues: ['ein', 'aus'] },
    { name: 'Windschutz', type: 'LIST', listName: 'Windschutz', listValues: ['Tretjakov', 'Alter', 'keiner'] },
    { name: 'Frostschutzmittel', type: 'NUMBER', digits: 1, unit: 'l' },
  ],
};

export const SNOW_DEPTH_SENSOR: FacilityModel = {
  type: 'Schneepegel',
  name: 'USH-9',
  manufacturer: 'Sommer Messtechnik',
  attributeTypes: [
    { name: 'Montagehöhe', type: 'NUMBER', digits: 2, unit: 'm' },
    { name: 'Seriennummer Ausleger', type: 'TEXT' },
    { name: 'Montiert am', type: 'TIMESTAMP' },
  ],
};

export const PENDULUM_READER: FacilityModel = {
  type: 'Lotmessgerät',
  name: 'Telelot TL-2',
  manufacturer: 'Huggenberger',
  comment: 'Koordinatenlesegerät für Gewichtslote',
  attributeTypes: [
    { name: 'Achsen', type: 'INTEGER' },
    { name: 'Auflösung', type: 'NUMBER', digits: 2, unit: 'mm' },
    { name: 'Prüfprotokoll', type: 'TEXTAREA' },
  ],
};

export const FACILITY_MODELS: FacilityModel[] = [DATA_LOGGER, PRESSURE_PROBE, PRECIPITATION_GAUGE, SNOW_DEPTH_SENSOR, PENDULUM_READER];
