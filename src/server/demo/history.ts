// Two years of daily readings (07:00 MEZ) for every demo timeseries, ending with the latest reading not after today.
import { subYears } from 'date-fns';
import type { DemoHistorySeries } from './demo-data';
import type { HistoryModel } from './series-templates';
import { evaluateFormula } from '../../shared/maths/formula';
import type { DemoSeries } from './timeseries';
import { precipitationType, simulateWeather, type Weather } from './weather';
import { roundTo } from '../../shared/maths/discharge';
import { createRandom, seedFrom, type Random } from './random';

const DAY_MS = 86_400_000;
/** 07:00 MEZ */
const READING_HOUR_UTC = 6;

/** Epoch ms of the daily readings: from two years before the last one through the last one not after `today`. */
function readingTimes(today: Date): number[] {
  let last = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), READING_HOUR_UTC);
  if (last > today.getTime()) last -= DAY_MS;
  const first = subYears(new Date(last), 2).getTime();
  const times: number[] = [];
  for (let t = first; t <= last; t += DAY_MS) times.push(t);
  return times;
}

function dayOfYear(time: number): number {
  const date = new Date(time);
  return Math.floor((time - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS) + 1;
}

const STATION_REMARKS = [
  'Datensammler ausgelesen',
  'Datensammler getauscht, Batterie neu',
  'Pegellatte neu gestrichen',
  'Sonde neu eingehängt',
  'Zufahrt vereist, Ablesung verspätet',
  'Messung durch Vertretung',
  'Hochwasserspuren am Ufer',
  'Schneeverwehung am Messfeld',
  'Treibholz am Pegel entfernt',
];
const INCIDENT_REMARKS = ['Neuer Riss ca. 2 mm, fotografiert', 'Vernässung an der Luftseite größer', 'Abplatzung am Beton', 'Trübes Sickerwasser'];

/** `pendingDays` by mrId: that round's series end so many readings early (not yet sent by the observers). */
export function buildHistory(series: readonly DemoSeries[], today: Date, pendingDays: ReadonlyMap<number, number> = new Map()): DemoHistorySeries[] {
  const times = readingTimes(today);
  const days = times.map(dayOfYear);
  const weatherByStation = new Map<string, Weather>();
  const valuesByTsId = new Map<string, (number | null)[]>();
  return series.map(({ station, entry, model, decimals, formula }) => {
    const random = createRandom(seedFrom(`history ${entry.tsId}`));
    const weatherOf = () => {
      let weather = weatherByStation.get(station.staNumber);
      if (!weather) {
        weather = simulateWeather(days, station.elevationM, createRandom(seedFrom(`weather ${station.staNumber}`)));
        weatherByStation.set(station.staNumber, weather);
      }
      return weather;
    };
    let values: (number | null)[];
    if (formula) {
      const source = valuesByTsId.get(formula.sourceTsId) ?? [];
      values = source.map((value) => {
        const result = value === null ? undefined : evaluateFormula(formula.node, { last: () => value });
        return result === undefined ? null : roundTo(result, decimals);
      });
    } else {
      values = modelValues(model, days, decimals, random, weatherOf, stationSize(station.staNumber));
      addGaps(values, random);
      if (entry.tsPlausibilityCheck && model.kind !== 'weather' && random.chance(0.1)) addOutlier(values, entry.tsPlausibilityCheck, random);
    }
    valuesByTsId.set(entry.tsId, values);
    const kept = times.length - (pendingDays.get(station.mrId) ?? 0);
    const history: DemoHistorySeries = { tsId: entry.tsId, t: times.slice(0, kept), v: values.slice(0, kept) };
    const remarks = remarksFor(history.v, model, random, model.kind === 'weather' ? weatherOf() : undefined);
    if (remarks.length > 0) history.remarks = remarks;
    return history;
  });
}

/** Rivers, springs and aquifers differ in size: one factor per station scales all its melt-driven series alike. */
function stationSize(staNumber: string): number {
  return createRandom(seedFrom(`size ${staNumber}`)).float(0.5, 1.6);
}

function modelValues(
  model: HistoryModel,
  days: number[],
  decimals: number,
  random: Random,
  weatherOf: () => Weather,
  size: number,
): (number | null)[] {
  switch (model.kind) {
    case 'weather':
      return weatherOf()[model.column].slice();
    case 'codes':
      return days.map(() => drawCode(model.weights, random));
    case 'annual':
    case 'melt': {
      let noise = 0;
      return days.map((day) => {
        noise = 0.8 * noise + model.noise * random.normal();
        if (model.kind === 'annual') return roundTo(model.mean + model.amplitude * Math.cos((2 * Math.PI * (day - model.peakDay)) / 365) + noise, decimals);
        const distance = Math.min(Math.abs(day - model.peakDay), 365 - Math.abs(day - model.peakDay));
        const melt = model.base + model.amplitude * Math.exp(-((distance / 45) ** 2)) + noise;
        return roundTo(Math.max(model.floor, size * melt), decimals);
      });
    }
    case 'formula':
      return days.map(() => null);
  }
}

function drawCode(weights: number[], random: Random): number {
  let draw = random.next();
  for (let code = 0; code < weights.length; code++) {
    draw -= weights[code];
    if (draw < 0) return code;
  }
  return 0;
}

/** A few runs of missing readings (holidays, broken loggers). */
function addGaps(values: (number | null)[], random: Random): void {
  const runs = random.int(0, 3);
  for (let run = 0; run < runs; run++) {
    const start = random.int(0, values.length - 15);
    const length = random.int(1, 12);
    for (let i = start; i < start + length; i++) values[i] = null;
  }
}

/** One implausible reading (a misread digit) so the plausibility warnings have something to show. */
function addOutlier(values: (number | null)[], range: { min?: number; max?: number }, random: Random): void {
  const index = random.int(0, values.length - 1);
  if (values[index] !== null && range.max !== undefined) values[index] = range.max + Math.abs(range.max - (range.min ?? 0)) * 0.2;
}

function remarksFor(values: (number | null)[], model: HistoryModel, random: Random, weather?: Weather): NonNullable<DemoHistorySeries['remarks']> {
  const remarks: NonNullable<DemoHistorySeries['remarks']> = [];
  values.forEach((value, index) => {
    if (weather && model.kind === 'weather' && model.column === 'precipitation') {
      const type = value === null ? 'Lücke' : precipitationType(value, weather.airTemperature[index]);
      if (type) remarks.push({ index, tsRemark: type });
    } else if (model.kind === 'codes' && model.weights.length === 3 && value === 2) {
      remarks.push({ index, staRemark: random.pick(INCIDENT_REMARKS) });
    } else if (random.chance(0.008)) {
      remarks.push({ index, staRemark: random.pick(STATION_REMARKS) });
    }
  });
  return remarks;
}
