// Meteo tables (spec entry.md §2 Meteo input, §4 Meteo rows, §5 Meteo messages and post; issue 10): the worker opens
// the month, applies each edit of a day inside one IndexedDB transaction and posts it; the UI shows the view.
import type { MeteoMessageKey } from '../rules/meteo-messages';
import type { MrId } from './ids';
import type { MeteoField, MeteoRow } from '../rules/meteo-rows';

export type { MeteoField, MeteoMessageKey, MeteoRow };

/** One meteo table: the group, the station shown and the month. */
export interface MeteoDraftKey {
  /** from the route /meteo/{mrId}/{yyyy-MM} */
  mrId: MrId;
  staNumber: string;
  /** yyyy-MM */
  month: string;
}

/** The table to open: without staNumber (or with one the group has no meteo series at) the group's first meteo station. */
export type MeteoMonthKey = Omit<MeteoDraftKey, 'staNumber'> & { staNumber?: string };

export interface MeteoStation {
  staNumber: string;
  title: string;
}

/** One day of the table as the screen shows it. */
export interface MeteoDayView {
  row: MeteoRow;
  /** false: the day's series already has stored data (read-only) */
  editable: boolean;
  /** editable, but locked until the previous editable day is complete (spec §4) */
  disabled: boolean;
  /** row styling of an editable day: warning when implausible, success when complete */
  status?: 'warning' | 'success';
  /** the day's plausibility messages (spec §5), keys of meteo.messages */
  messages: MeteoMessageKey[];
  /** the fields that show the zero button (spec §5) */
  zeroFields: MeteoField[];
}

/** The open table: every day of the month up to today, the stored draft laid over the editable days. */
export interface MeteoMonthView {
  mrId: MrId;
  mrName: string;
  month: string;
  staNumber: string;
  /** the group's stations with a meteo series, in round order */
  stations: MeteoStation[];
  fields: MeteoField[];
  days: MeteoDayView[];
  /** choices of the precipitation type ('' is no type) */
  precipitationTypes: string[];
  /** the post button is enabled (spec §5: every row saveable, one editable day complete) */
  canPost: boolean;
  /** the day a narrow screen opens with: the first editable day not yet complete, else the last */
  firstOpenDay: number;
}

/** spec §8: the group has no series of the configured meteo parameters (meteo.noParameters with their names). */
interface MeteoMonthRefusal {
  refusal: 'NO_METEO_PARAMETERS';
  messageKey: 'meteo.noParameters';
  /** the configured parameter names, e.g. 'N, HS, HSN, LT' */
  parameters: string;
  mrId: MrId;
  mrName: string;
  month: string;
}

export type MeteoMonth = MeteoMonthView | MeteoMonthRefusal;

/** One change of a day, as the observer made it; the worker applies the spec's rules (e.g. the zero button). */
export type MeteoEdit =
  | { kind: 'value'; field: MeteoField; value: number | null }
  | { kind: 'zero'; field: MeteoField }
  | { kind: 'precipitationType'; precipitationType: string }
  | { kind: 'time'; time: string }
  | { kind: 'remark'; remark: string };

export interface MeteoPostResult {
  /** values the server took */
  count: number;
  view: MeteoMonth;
}

export interface MeteoApi {
  /** opens a month: the rows with history, the stored draft over the editable days; a refusal when nothing can be typed */
  openMeteoMonth(key: MeteoMonthKey): Promise<MeteoMonth>;
  /**
   * changes one day (by its date, yyyy-MM-dd), committed to IndexedDB in one transaction before it answers the new view;
   * refused with METEO_DAY_LOCKED on a read-only or locked day. Other tabs on the month get the view pushed.
   */
  editMeteoDay(key: MeteoDraftKey, day: string, edit: MeteoEdit): Promise<MeteoMonthView>;
  /**
   * posts the complete editable days as a printed copy of the group; a copy the server did not take is kept with the
   * draft and sent again (same instanceId) by the next post. Refused with METEO_NOTHING_TO_POST when the post button
   * would be disabled.
   */
  postMeteoMonth(key: MeteoDraftKey): Promise<MeteoPostResult>;
}
