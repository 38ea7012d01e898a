// issue 13: the views of a copy as this tab's UI holds them (every tab has its own worker). Each view that crosses to
// the UI of the open copy gets a version; the next crosses as what changed since (entries, rows and stations compared
// by value), so a keystroke on a round of 1,000 rows sends a few objects and the main thread rebuilds only those
// (a value that completes a station sends that station, not the round's 200).
import type { RoundView, RoundViewChange, RoundViewUpdate } from '../../shared/contract';
import { sameJson } from '../../shared/same-json';

interface Held {
  version: number;
  view: RoundView;
}

/** the last view sent to this tab's UI, per copy */
const held = new Map<string, Held>();
let lastVersion = 0;

function hold(view: RoundView): number {
  const version = ++lastVersion;
  held.set(view.round.instanceId, { version, view });
  return version;
}

/** The view as an update of the UI's view of version `base`: what changed when the worker still holds that version. */
export function viewUpdate(view: RoundView, base: number | undefined): RoundViewUpdate {
  const previous = held.get(view.round.instanceId);
  const version = hold(view);
  return previous && previous.version === base ? changeSince(previous, view, version) : { kind: 'whole', version, view };
}

/**
 * The push of a stored change: what changed since the view sent last, undefined when the UI holds this view already.
 * The whole view when none was sent yet.
 */
export function pushedUpdate(view: RoundView): RoundViewUpdate | undefined {
  const previous = held.get(view.round.instanceId);
  if (!previous) return viewUpdate(view, undefined);
  const change = changeSince(previous, view, previous.version + 1);
  if (isEmpty(change, previous.view)) return undefined;
  return { ...change, version: hold(view) };
}

/** The copy is gone (posted or deleted): nothing to answer changes against. */
export function forgetView(instanceId: string): void {
  held.delete(instanceId);
}

function changeSince(previous: Held, view: RoundView, version: number): RoundViewChange {
  const {
    round: { entries, ...round },
    rows,
    stations,
    ...other
  } = view;
  const before = previous.view;
  return {
    kind: 'change',
    base: previous.version,
    version,
    round,
    entryCount: entries.length,
    entries: entries.flatMap((entry, index) => (sameJson(entry, before.round.entries[index]) ? [] : [{ index, entry }])),
    rows: rows.filter((row, index) => !sameJson(row, before.rows[index])),
    stationCount: stations.length,
    stations: stations.flatMap((station, index) => (sameJson(station, before.stations[index]) ? [] : [{ index, station }])),
    other,
  };
}

function isEmpty(change: RoundViewChange, before: RoundView): boolean {
  const {
    round: { entries, ...round },
    rows: _rows,
    stations: _stations,
    ...other
  } = before;
  return (
    change.entries.length === 0 &&
    change.rows.length === 0 &&
    change.entryCount === entries.length &&
    change.stations.length === 0 &&
    change.stationCount === before.stations.length &&
    sameJson(change.other, other) &&
    sameJson(change.round, round)
  );
}
