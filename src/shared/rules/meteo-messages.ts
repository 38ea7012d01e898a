// spec entry.md §5 Meteo messages (editable rows only) and the snow-height delta against the previous day.
import { isValidNumber } from '../format/number';
import { isMeteoRowEditable, type MeteoRow } from './meteo-rows';

const GAP_PRECIPITATION_TYPE = 'Lücke';

/** The messages' keys (meteo.messages.* in src/ui/i18n holds the spec's German texts), in the order shown. */
export type MeteoMessageKey =
  | 'precipitationDespiteGap'
  | 'precipitationWithoutType'
  | 'freshSnowWithoutPrecipitation'
  | 'snowDecreaseUnlikely'
  | 'snowIncreaseWithoutFreshSnow'
  | 'freshSnowBelowSnowIncrease'
  | 'snowHeightDecimals'
  | 'freshSnowDecimals';

const SNOW_DECREASE_LIMIT_CM = -10;

const above0 = (value: number | null | undefined): boolean => isValidNumber(value) && value > 0;

/** Snow height minus the previous day's; 0 when either day has no snow height. */
export function snowHeightDelta(snowHeight: number | null | undefined, previousSnowHeight: number | null | undefined): number {
  return isValidNumber(snowHeight) && isValidNumber(previousSnowHeight) ? snowHeight - previousSnowHeight : 0;
}

/** The messages (keys) of one row; `previousSnowHeight` is the snow height of the day before. Read-only rows get none. */
export function meteoRowMessages(row: MeteoRow, previousSnowHeight?: number | null): MeteoMessageKey[] {
  if (!isMeteoRowEditable(row)) return [];
  const { precipitation, precipitationType, snowHeight, freshSnow } = row;
  const hasType = Boolean(precipitationType?.trim());
  const delta = snowHeightDelta(snowHeight, previousSnowHeight);
  const messages: MeteoMessageKey[] = [];
  if (isValidNumber(precipitation) && precipitationType === GAP_PRECIPITATION_TYPE) messages.push('precipitationDespiteGap');
  if (above0(precipitation) && (above0(snowHeight) || above0(freshSnow)) && !hasType) messages.push('precipitationWithoutType');
  if (above0(freshSnow) && !above0(precipitation)) messages.push('freshSnowWithoutPrecipitation');
  if (delta < SNOW_DECREASE_LIMIT_CM) messages.push('snowDecreaseUnlikely');
  if (delta > 0 && freshSnow === 0) messages.push('snowIncreaseWithoutFreshSnow');
  if (above0(freshSnow) && delta > (freshSnow as number)) messages.push('freshSnowBelowSnowIncrease');
  if (isValidNumber(snowHeight) && !Number.isInteger(snowHeight)) messages.push('snowHeightDecimals');
  if (isValidNumber(freshSnow) && !Number.isInteger(freshSnow)) messages.push('freshSnowDecimals');
  return messages;
}

/** Messages of the row at `index`, the previous day being the row before (or the last day of the previous month). */
export function meteoMessagesAt(rows: readonly MeteoRow[], index: number, previousMonthSnowHeight?: number | null): MeteoMessageKey[] {
  const previous = index > 0 ? rows[index - 1].snowHeight : previousMonthSnowHeight;
  return meteoRowMessages(rows[index], previous);
}

/** Row styling: warning when implausible (any message), success when complete, else none. */
export function meteoRowStatus(messages: readonly MeteoMessageKey[], complete: boolean): 'warning' | 'success' | undefined {
  if (messages.length > 0) return 'warning';
  return complete ? 'success' : undefined;
}
