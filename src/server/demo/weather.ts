// Daily weather of one station at the 07:00 reading: air temperature, precipitation and a simple snow pack.
import type { WeatherColumn } from './series-templates';
import { roundTo } from '../../shared/maths/discharge';
import type { Random } from './random';

export type Weather = Record<WeatherColumn, number[]>;

/** Precipitation too small to measure is recorded as this value (entry.md §5 'nicht messbarer Niederschlag'). */
const UNMEASURABLE_PRECIPITATION_MM = 0.001;

const seasonal = (dayOfYear: number, peakDay: number) => Math.cos((2 * Math.PI * (dayOfYear - peakDay)) / 365);

export function simulateWeather(daysOfYear: readonly number[], elevationM: number, random: Random): Weather {
  const weather: Weather = {
    precipitation: [], snowHeight: [], freshSnow: [], airTemperature: [], snowWaterEquivalent: [], snowDensity: [],
  };
  const meanTemperature = 6.5 - 0.0055 * (elevationM - 580);
  const wetFactor = 1 + (elevationM - 600) / 3000;
  let anomaly = 0;
  let wetYesterday = false;
  let snowCm = 0;
  let density = 0;
  for (const day of daysOfYear) {
    anomaly = 0.7 * anomaly + 2.2 * random.normal();
    const temperature = meanTemperature + 10.5 * seasonal(day, 200) + anomaly;
    const wetChance = 0.33 + 0.1 * seasonal(day, 190) + (wetYesterday ? 0.15 : 0);
    const wet = random.chance(wetChance);
    const amount = wet ? -Math.log(1 - random.next()) * (4.5 + 3 * seasonal(day, 190)) * wetFactor : 0;
    wetYesterday = wet;
    const precipitation = !wet ? 0 : amount < 0.15 ? UNMEASURABLE_PRECIPITATION_MM : roundTo(amount, 1);
    const freshSnow = temperature < 0.5 && precipitation >= 1 ? Math.round(precipitation * (temperature < -5 ? 1.4 : 1)) : 0;
    const melt = Math.max(0, temperature + 2) * 0.9;
    const settled = snowCm * 0.985;
    const nextSnow = Math.max(0, settled + freshSnow - melt);
    density = nextSnow <= 0 ? 0 : Math.min(0.5, (Math.max(density, 0.1) * settled + 0.1 * freshSnow) / (settled + freshSnow || 1) + 0.003);
    snowCm = nextSnow;
    weather.airTemperature.push(roundTo(temperature, 1));
    weather.precipitation.push(precipitation);
    weather.freshSnow.push(freshSnow);
    weather.snowHeight.push(Math.round(snowCm));
    weather.snowDensity.push(Math.round(density * 1000));
    weather.snowWaterEquivalent.push(Math.round(snowCm * 10 * density));
  }
  return weather;
}

/** The precipitation type a meteo observer notes with the reading (meteo input's type column). */
export function precipitationType(precipitation: number, airTemperature: number): string | undefined {
  if (precipitation === UNMEASURABLE_PRECIPITATION_MM) return 'nicht messbarer Niederschlag';
  if (precipitation <= 0) return undefined;
  if (airTemperature < -1) return 'Schnee';
  return airTemperature < 2 ? 'Schneeregen' : 'Regen';
}
