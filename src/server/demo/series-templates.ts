// Which timeseries each kind of station has, with units, plausibility ranges and the model of its history.
// Units and parameters give every input type of entry.md §4 (l/s discharge, nein/unverändert/Ereignis,
// nein/ja, SWW in mm, formulas, plain numbers; entries without import number are drawn in ./timeseries.ts).
import { NO_STEADY_INCIDENT_UNIT, NO_YES_UNIT } from '../../shared/rules/input-type';
import type { StationKind } from './catalog';

/** Shapes of the daily history (./history.ts). Day of year 1..365. */
export type HistoryModel =
  /** mean + amplitude × cos(2π (day − peakDay) / 365) plus autocorrelated noise */
  | { kind: 'annual'; mean: number; amplitude: number; peakDay: number; noise: number }
  /** base + amplitude × bell around peakDay (snow and glacier melt) plus autocorrelated noise, never below floor */
  | { kind: 'melt'; base: number; amplitude: number; peakDay: number; noise: number; floor: number }
  /** a column of the station's simulated weather */
  | { kind: 'weather'; column: WeatherColumn }
  /** category codes drawn with these weights (index = code) */
  | { kind: 'codes'; weights: number[] }
  /** computed from the history of another series of the same station (`source` parameter) */
  | { kind: 'formula'; source: string };

export type WeatherColumn = 'precipitation' | 'snowHeight' | 'freshSnow' | 'airTemperature' | 'snowWaterEquivalent' | 'snowDensity';

export type FormulaKind = 'measuringPointMinusDepth' | 'thomsonWeir';

export interface SeriesTemplate {
  tsParameter: string;
  tsName: string;
  tsUnit: string;
  decimals: number;
  range?: { min: number; max: number };
  model: HistoryModel;
  /** replaces the default tsId ending `-<parameter>` (decision patterns of archive.md §4) */
  tsIdEnding?: string;
  formula?: FormulaKind;
  /** some of these series have no import number or a digits-null one */
  mayLackImportNumber?: boolean;
}

const waterTemperature = (mean: number, amplitude: number): SeriesTemplate => ({
  tsParameter: 'WT',
  tsName: 'Wassertemperatur',
  tsUnit: '°C',
  decimals: 1,
  range: { min: -0.5, max: 25 },
  model: { kind: 'annual', mean, amplitude, peakDay: 215, noise: 0.4 },
  mayLackImportNumber: true,
});

const conductivity = (mean: number): SeriesTemplate => ({
  tsParameter: 'LF',
  tsName: 'Leitfähigkeit',
  tsUnit: 'µS/cm',
  decimals: 0,
  range: { min: 20, max: 1500 },
  model: { kind: 'annual', mean, amplitude: mean * 0.15, peakDay: 60, noise: mean * 0.03 },
  mayLackImportNumber: true,
});

const turbidity: SeriesTemplate = {
  tsParameter: 'TR',
  tsName: 'Trübung sichtbar',
  tsUnit: NO_YES_UNIT,
  decimals: 0,
  model: { kind: 'codes', weights: [0.9, 0.1] },
};

export const SERIES_BY_KIND: Record<StationKind, SeriesTemplate[]> = {
  gauge: [
    { tsParameter: 'W', tsName: 'Wasserstand Lattenpegel', tsUnit: 'cm', decimals: 0, range: { min: 0, max: 650 }, model: { kind: 'melt', base: 120, amplitude: 160, peakDay: 172, noise: 14, floor: 20 } },
    { tsParameter: 'Q', tsName: 'Abfluss', tsUnit: 'm³/s', decimals: 2, range: { min: 0, max: 900 }, model: { kind: 'melt', base: 40, amplitude: 180, peakDay: 172, noise: 15, floor: 5 } },
    waterTemperature(6, 4),
    { tsParameter: 'EIS', tsName: 'Eisbildung', tsUnit: NO_YES_UNIT, decimals: 0, model: { kind: 'codes', weights: [0.93, 0.07] } },
  ],
  creek: [
    { tsParameter: 'W', tsName: 'Wasserstand', tsUnit: 'cm', decimals: 0, range: { min: 0, max: 250 }, model: { kind: 'melt', base: 25, amplitude: 45, peakDay: 165, noise: 5, floor: 5 } },
    { tsParameter: 'Q', tsName: 'Abfluss Flügelmessung', tsUnit: 'l/s', decimals: 1, range: { min: 0, max: 12000 }, model: { kind: 'melt', base: 350, amplitude: 2400, peakDay: 165, noise: 180, floor: 40 } },
    waterTemperature(5, 3.5),
  ],
  groundwater: [
    { tsParameter: 'W', tsName: 'Abstich', tsUnit: 'm', decimals: 2, range: { min: 0, max: 20 }, model: { kind: 'melt', base: 6.5, amplitude: -1.8, peakDay: 200, noise: 0.08, floor: 0.5 } },
    { tsParameter: 'GWS', tsName: 'Grundwasserspiegel', tsUnit: 'm ü.A.', decimals: 2, range: { min: 400, max: 2000 }, model: { kind: 'formula', source: 'W' }, formula: 'measuringPointMinusDepth' },
    waterTemperature(9.5, 1.2),
    conductivity(420),
    { tsParameter: 'PH', tsName: 'pH-Wert', tsUnit: 'pH', decimals: 2, range: { min: 6, max: 9 }, model: { kind: 'annual', mean: 7.4, amplitude: 0.1, peakDay: 100, noise: 0.05 } },
  ],
  spring: [
    { tsParameter: 'Q', tsName: 'Schüttung', tsUnit: 'l/s', decimals: 2, range: { min: 0, max: 80 }, model: { kind: 'melt', base: 4, amplitude: 14, peakDay: 180, noise: 0.8, floor: 0.3 } },
    waterTemperature(6.5, 0.8),
    conductivity(260),
    turbidity,
  ],
  meteo: [
    { tsParameter: 'N', tsName: 'Niederschlag', tsUnit: 'mm', decimals: 1, range: { min: 0, max: 150 }, model: { kind: 'weather', column: 'precipitation' } },
    { tsParameter: 'HS', tsName: 'Schneehöhe', tsUnit: 'cm', decimals: 0, range: { min: 0, max: 400 }, model: { kind: 'weather', column: 'snowHeight' } },
    { tsParameter: 'HSN', tsName: 'Neuschnee', tsUnit: 'cm', decimals: 0, range: { min: 0, max: 120 }, model: { kind: 'weather', column: 'freshSnow' } },
    { tsParameter: 'LT', tsName: 'Lufttemperatur 07:00', tsUnit: '°C', decimals: 1, range: { min: -35, max: 40 }, model: { kind: 'weather', column: 'airTemperature' } },
  ],
  snow: [
    { tsParameter: 'SWW', tsName: 'Schneewasserwert', tsUnit: 'mm', decimals: 0, range: { min: 0, max: 2000 }, model: { kind: 'weather', column: 'snowWaterEquivalent' } },
    { tsParameter: 'HS', tsName: 'Schneehöhe', tsUnit: 'cm', decimals: 0, range: { min: 0, max: 500 }, model: { kind: 'weather', column: 'snowHeight' } },
    { tsParameter: 'SD', tsName: 'Schneedichte', tsUnit: 'kg/m³', decimals: 0, range: { min: 0, max: 650 }, model: { kind: 'weather', column: 'snowDensity' } },
    { tsParameter: 'LT', tsName: 'Lufttemperatur', tsUnit: '°C', decimals: 1, range: { min: -35, max: 40 }, model: { kind: 'weather', column: 'airTemperature' } },
  ],
  lake: [
    { tsParameter: 'W', tsName: 'Seespiegel Abstich', tsUnit: 'm', decimals: 2, range: { min: 0, max: 10 }, model: { kind: 'annual', mean: 2.2, amplitude: -0.9, peakDay: 190, noise: 0.05 } },
    waterTemperature(9, 7),
    conductivity(310),
    { tsParameter: 'O2', tsName: 'Sauerstoff', tsUnit: 'mg/l', decimals: 1, range: { min: 0, max: 16 }, model: { kind: 'annual', mean: 10, amplitude: 1.5, peakDay: 30, noise: 0.3 } },
    { tsParameter: 'ST', tsName: 'Sichttiefe', tsUnit: 'm', decimals: 1, range: { min: 0, max: 25 }, model: { kind: 'annual', mean: 9, amplitude: 3, peakDay: 30, noise: 0.6 }, mayLackImportNumber: true },
  ],
  reservoir: [
    { tsParameter: 'WS', tsName: 'Stauspiegel', tsUnit: 'm', decimals: 2, range: { min: 0, max: 60 }, model: { kind: 'annual', mean: 38, amplitude: 17, peakDay: 270, noise: 0.3 } },
    { tsParameter: 'LT', tsName: 'Lufttemperatur', tsUnit: '°C', decimals: 1, range: { min: -35, max: 40 }, model: { kind: 'weather', column: 'airTemperature' } },
    { tsParameter: 'SZ', tsName: 'Schwimmzustand Rechen', tsUnit: NO_STEADY_INCIDENT_UNIT, decimals: 0, model: { kind: 'codes', weights: [0.8, 0.18, 0.02] } },
  ],
  visual: [
    { tsParameter: 'VK', tsName: 'Sichtkontrolle Oberfläche', tsUnit: NO_STEADY_INCIDENT_UNIT, decimals: 0, model: { kind: 'codes', weights: [0.8, 0.17, 0.03] }, tsIdEnding: '-VB01' },
    { tsParameter: 'RI', tsName: 'Risse und Fugen', tsUnit: NO_STEADY_INCIDENT_UNIT, decimals: 0, model: { kind: 'codes', weights: [0.75, 0.22, 0.03] }, tsIdEnding: '-VB' },
    { tsParameter: 'VN', tsName: 'Vernässung', tsUnit: NO_YES_UNIT, decimals: 0, model: { kind: 'codes', weights: [0.9, 0.1] } },
  ],
  seepage: [
    { tsParameter: 'QS', tsName: 'Sickerwasser', tsUnit: 'l/s', decimals: 3, range: { min: 0, max: 5 }, model: { kind: 'annual', mean: 0.6, amplitude: 0.35, peakDay: 280, noise: 0.04 } },
    { tsParameter: 'WT', tsName: 'Sickerwassertemperatur', tsUnit: '°C', decimals: 1, range: { min: 0, max: 15 }, model: { kind: 'annual', mean: 5.5, amplitude: 1, peakDay: 240, noise: 0.2 } },
    { ...turbidity, tsIdEnding: '-VB02' },
  ],
  weir: [
    { tsParameter: 'H', tsName: 'Überfallhöhe', tsUnit: 'cm', decimals: 1, range: { min: 0, max: 30 }, model: { kind: 'annual', mean: 6, amplitude: 2, peakDay: 280, noise: 0.3 } },
    { tsParameter: 'QS', tsName: 'Sickerwasser berechnet', tsUnit: 'l/s', decimals: 3, range: { min: 0, max: 150 }, model: { kind: 'formula', source: 'H' }, formula: 'thomsonWeir' },
    conductivity(350),
  ],
  pendulum: [
    { tsParameter: 'LX', tsName: 'Lot radial', tsUnit: 'mm', decimals: 2, range: { min: -40, max: 40 }, model: { kind: 'annual', mean: 2, amplitude: 9, peakDay: 40, noise: 0.3 } },
    { tsParameter: 'LY', tsName: 'Lot tangential', tsUnit: 'mm', decimals: 2, range: { min: -20, max: 20 }, model: { kind: 'annual', mean: -0.5, amplitude: 2.5, peakDay: 40, noise: 0.2 } },
  ],
  piezometer: [
    { tsParameter: 'W', tsName: 'Piezometer Abstich', tsUnit: 'm', decimals: 2, range: { min: 0, max: 50 }, model: { kind: 'annual', mean: 14, amplitude: -4, peakDay: 270, noise: 0.15 } },
    { tsParameter: 'DS', tsName: 'Datensammler ausgelesen', tsUnit: NO_YES_UNIT, decimals: 0, model: { kind: 'codes', weights: [0.3, 0.7] } },
  ],
  storage: [
    { tsParameter: 'LAGER', tsName: 'Lagerstatus Geräte', tsUnit: 'Stk', decimals: 0, range: { min: 0, max: 50 }, model: { kind: 'annual', mean: 8, amplitude: 2, peakDay: 100, noise: 0.5 } },
  ],
};
