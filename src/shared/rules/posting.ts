// spec entry.md §5 Posting rules and validation, §4 Offline round lifecycle (partial post, done tasks)
import type { Entry, FormulaGenerator } from '../schema/entry';
import type { Remark } from '../schema/remark';
import type { Group, MeasureRoundPost } from '../schema/group';
import { isValidNumber } from '../format/number';
import { calculatedValue, formulaString, matchingGenerator } from '../maths/formula';
import { dischargeFromUnit, dischargeInUnit, dischargeLps } from '../maths/discharge';
import { computeSnowRecord } from '../maths/swe';
import { groupByStation, hasRemarkContent, isStationComplete, stationKey } from './completion';
import { serialProblemText } from '../format/serial-problem-text';
import { serialProblems, type SerialProblem } from './station-facilities';
import { dateImplausibility, hasValidDate } from './dates';

const VALUE_AFTER_OFFSET_MS = 60_000;
const MRID_REQUIRED_MESSAGE = 'mrId is required!';
const MISSING_DATE_MESSAGE = 'Missing date/time';
const PROTOCOL_REMARK_PREFIX = 'Q-Messprotokoll:';
const GAUGE_PARAMETER = 'W';

type PostBuild = { ok: true; body: MeasureRoundPost; valueCount: number } | { ok: false; message: string };

/** A remark to send: text, images or a location. */
function hasRemark(remark: Remark | undefined): boolean {
  return hasRemarkContent(remark) || remark?.location !== undefined;
}

/** Facility actions and tasks are sent with their entry, so an entry carrying them is sent too. */
function hasStationChange(entry: Entry): boolean {
  return (
    (entry.staFacilities?.some((facility) => facility.$action !== undefined) ?? false) ||
    (entry.staTasks?.some((task) => task.taskDone || !task.taskId) ?? false)
  );
}

/** The value to send: entered, else from the discharge or snow record, else a generator's calculated value. */
export function resolveValue(entry: Entry, entries: readonly Entry[], generators?: readonly FormulaGenerator[]): Entry {
  if (isValidNumber(entry.value)) return entry;
  if (entry.inputType === 'DISCHARGE') {
    const lps = dischargeLps(entry.dischargeValue, entry.dischargeInputType);
    if (lps !== undefined) return { ...entry, value: dischargeInUnit(lps, entry.tsUnit) };
  }
  if (entry.inputType === 'SNOW_WATER_EQUIVALENT' && entry.snowWaterEquivalent) {
    const swe = computeSnowRecord(entry.snowWaterEquivalent).result?.snowWaterEquivalent;
    if (isValidNumber(swe) && swe > 0) return { ...entry, value: swe };
  }
  const generator = matchingGenerator(entry, generators);
  if (!generator) return entry;
  const calculated = isValidNumber(entry.valueCalculated) ? entry.valueCalculated : calculatedValue(entry, entries, generators);
  if (!isValidNumber(calculated)) return entry;
  return {
    ...entry,
    value: calculated,
    valueCalculated: calculated,
    tsFormula: entry.tsFormula ?? generator.tsFormula,
    tsFormulaString: entry.tsFormulaString ?? formulaString(generator.tsFormula),
  };
}

/** Only entries having a valid numeric value or a remark (or a facility action or task) are sent. */
function isSendable(entry: Entry): boolean {
  return isValidNumber(entry.value) || hasRemark(entry.tsRemark) || hasRemark(entry.staRemark) || hasStationChange(entry);
}

function withoutStationData(entry: Entry): Entry {
  const { staTasks: _tasks, staFacilities: _facilities, dischargeProtocol: _protocol, depthProfile: _depth, ...rest } = entry;
  return rest;
}

/** valueAfter yields a second entry 1 minute later carrying valueAfter and empty remarks. */
function valueAfterEntry(entry: Entry): Entry | undefined {
  if (!isValidNumber(entry.valueAfter)) return undefined;
  const dt = new Date(Date.parse(entry.dt!) + VALUE_AFTER_OFFSET_MS).toISOString();
  return { ...withoutStationData(entry), dt, value: entry.valueAfter, valueAfter: undefined, valueCalculated: undefined, tsRemark: {}, staRemark: {} };
}

function protocolRemark(meter: string | undefined, remark: string | undefined): string {
  return [PROTOCOL_REMARK_PREFIX, meter?.trim(), remark?.trim()].filter(Boolean).join(' ');
}

/** A matching gauge series: same station, parameter W, and the protocol's gauge unit when given. */
function gaugeEntryFor(entry: Entry, entries: readonly Entry[]): Entry | undefined {
  const unit = entry.dischargeProtocol?.gaugeUnit?.trim();
  return entries.find(
    (candidate) =>
      candidate.staNumber === entry.staNumber &&
      candidate.tsParameter === GAUGE_PARAMETER &&
      (!unit || candidate.tsUnit?.trim() === unit),
  );
}

/** A discharge protocol with gauge and discharge yields a discharge entry and, when a gauge series exists, a gauge entry. */
function protocolEntries(entry: Entry, entries: readonly Entry[]): Entry[] {
  const protocol = entry.dischargeProtocol;
  if (!protocol || !isValidNumber(protocol.gauge) || !isValidNumber(protocol.discharge)) return [];
  const dt = hasValidDate(protocol.dt) ? protocol.dt : entry.dt;
  const tsRemark = { text: protocolRemark(protocol.meter, protocol.remark) };
  const lps = dischargeFromUnit(protocol.discharge, protocol.dischargeUnit);
  const extra: Entry[] = [
    { ...withoutStationData(entry), dt, value: dischargeInUnit(lps, entry.tsUnit), valueAfter: undefined, tsRemark, staRemark: {} },
  ];
  const gauge = gaugeEntryFor(entry, entries);
  if (gauge) extra.push({ ...withoutStationData(gauge), dt, value: protocol.gauge, valueAfter: undefined, tsRemark, staRemark: {} });
  return extra;
}

/**
 * The entry as sent (only facilities with an action, each with its serial problem worded in `$invalid`, spec
 * archive.md: the archive shows that text) and its valueAfter entry.
 */
function sentEntries(entry: Entry, problems: readonly (SerialProblem | undefined)[]): Entry[] {
  const devices = entry.staFacilities?.map(({ $invalid: _stored, ...facility }, position) => {
    const problem = problems[position];
    return problem ? { ...facility, $invalid: serialProblemText(problem) } : facility;
  });
  const own = { ...entry, staFacilities: devices?.filter((facility) => facility.$action !== undefined) };
  const after = valueAfterEntry(entry);
  return after ? [own, after] : [own];
}

function describeEntry(entry: Entry): string {
  return `${entry.staName} / ${entry.staNumber} / ${entry.tsParameter}`;
}

/**
 * The body of a round post. Fails with 'mrId is required!' without a mrId, and wholly when a sent
 * entry lacks a valid date (the message names station name / number / parameter).
 */
export function buildRoundPost(
  group: Pick<Group, 'mrId' | 'instanceId' | 'creationTime' | 'mrTeam' | 'mrRemark' | 'entries'>,
  generators?: readonly FormulaGenerator[],
): PostBuild {
  if (group.mrId === undefined || group.mrId === null || group.mrId === '') return { ok: false, message: MRID_REQUIRED_MESSAGE };
  const resolved = group.entries.map((entry) => resolveValue(entry, group.entries, generators));
  const undated = resolved.find(
    (entry) =>
      (isSendable(entry) && !hasValidDate(entry.dt)) ||
      (protocolEntries(entry, group.entries).length > 0 && !hasValidDate(entry.dischargeProtocol?.dt) && !hasValidDate(entry.dt)),
  );
  if (undated) return { ok: false, message: `${MISSING_DATE_MESSAGE}: ${describeEntry(undated)}` };
  const problems = stationSerialProblems(group.entries);
  const entries = resolved.flatMap((entry) => [
    ...(isSendable(entry) ? sentEntries(entry, problems.get(stationKey(entry)) ?? []) : []),
    ...protocolEntries(entry, group.entries),
  ]);
  return {
    ok: true,
    body: {
      instanceId: group.instanceId ?? '',
      creationTime: group.creationTime ?? '',
      mrTeam: group.mrTeam,
      mrRemark: group.mrRemark,
      entries: entries.map(({ entryKey: _entryKey, ...entry }) => entry),
    },
    valueCount: entries.filter((entry) => isValidNumber(entry.value)).length,
  };
}

/** Each station's serial problems of its devices (by position), by stationKey. */
function stationSerialProblems(entries: readonly Entry[]): Map<string, (SerialProblem | undefined)[]> {
  const stations = groupByStation(entries).map(([first]) => first);
  return new Map(stations.map((first) => [stationKey(first), serialProblems(first, stations)]));
}

/** Entries with a formula are excluded when loading a group for entry. */
export function entriesForInput(entries: readonly Entry[]): Entry[] {
  return entries.filter((entry) => !entry.tsFormula);
}

/** Done tasks are deleted when the round is submitted: the local copy drops them. */
export function withoutDoneTasks(entries: readonly Entry[]): Entry[] {
  return entries.map((entry) =>
    entry.staTasks?.some((task) => task.taskDone) ? { ...entry, staTasks: entry.staTasks.filter((task) => !task.taskDone) } : entry,
  );
}

/** Partial post (postTimeseriesPartial): the complete stations are sent, the others stay in the copy. */
export function splitForPartialPost(entries: readonly Entry[]): { send: Entry[]; keep: Entry[] } {
  const stations = groupByStation(entries);
  return {
    send: stations.filter(isStationComplete).flat(),
    keep: stations.filter((station) => !isStationComplete(station)).flat(),
  };
}

export type PostCheck = { ok: true } | { ok: false; reason: 'noValue' | 'implausibleDate' };
export type TablePostCheck = { ok: true } | { ok: false; reason: 'noValue' | 'valueWithoutDate' };

/**
 * Tabular post (spec entry.md §5): at least one value and none with a value but no date. An implausible date (future,
 * too old) is a warning as on the phone, not a refusal (issue 36 item 16).
 */
export function checkTablePost(entries: readonly Entry[]): TablePostCheck {
  const withValue = entries.filter((entry) => isValidNumber(entry.value));
  if (withValue.length === 0) return { ok: false, reason: 'noValue' };
  if (withValue.some((entry) => !hasValidDate(entry.dt))) return { ok: false, reason: 'valueWithoutDate' };
  return { ok: true };
}

/** Hydro post: a plausible date and at least one value or remark. */
export function checkHydroPost(entries: readonly Entry[], dt: string | undefined, now: Date, pastDateDays?: number): PostCheck {
  if (!hasValidDate(dt) || dateImplausibility(dt, now, pastDateDays)) return { ok: false, reason: 'implausibleDate' };
  const anything = entries.some((entry) => isValidNumber(entry.value) || hasRemark(entry.tsRemark) || hasRemark(entry.staRemark));
  return anything ? { ok: true } : { ok: false, reason: 'noValue' };
}
