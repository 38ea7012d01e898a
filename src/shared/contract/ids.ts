// Branded ids (issue 10): all are strings (or numbers) on the wire, but the compiler keeps them apart, so a copy's
// instanceId is never passed where a row's entry key or a group's mrId is expected, nor a tsId where an mrId is.
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

/**
 * A measure round (group): a number or a string on the wire (spec entry.md §4 "A mrId (number or string)"; the
 * reference server's are positive integers). Comes with the group list and every round, or from a route (`asMrId`).
 */
export type MrId = Branded<number | string, 'MrId'>;

/** A route's mrId parameter (or a stored key's) as a round's id: an unknown one is answered like any unknown round. */
export function asMrId(id: number | string): MrId {
  return id as MrId;
}

/** A timeseries (spec entry.md §3 Entry tsId): comes with the entries of a round, or from a route (`asTsId`). */
export type TsId = Branded<string, 'TsId'>;

/** A route's tsid parameter as a timeseries id. */
export function asTsId(id: string): TsId {
  return id as TsId;
}
