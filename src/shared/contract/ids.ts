// Branded ids (issue 10): all are strings (or numbers) on the wire, but the compiler keeps them apart, so a copy's
// instanceId is never passed where a row's entry key or a group's mrId is expected.
declare const brand: unique symbol;
type Branded<T, Name extends string> = T & { readonly [brand]: Name };

/**
 * An offline copy of a round on this device (also the id its post gets on the server). Given by the worker (a new
 * copy, a summary, an online session) or read from a route and branded there (`asInstanceId`).
 */
export type InstanceId = Branded<string, 'InstanceId'>;

/** A route's instanceId parameter (or a saved whole round's) as the copy's id: the worker answers GROUP_NOT_FOUND when there is none. */
export function asInstanceId(id: string): InstanceId {
  return id as InstanceId;
}

/** A row of an offline copy, stable while the worker resorts the rows (given by the worker when the copy is stored). */
export type EntryKey = Branded<string, 'EntryKey'>;
