// Branded ids (issue 10): all are strings (or numbers) on the wire, but the compiler keeps them apart, so a copy's
// instanceId is never passed where a row's entry key or a group's mrId is expected.
declare const brand: unique symbol;
type Branded<T, Name extends string> = T & { readonly [brand]: Name };

/** A row of an offline copy, stable while the worker resorts the rows (given by the worker when the copy is stored). */
export type EntryKey = Branded<string, 'EntryKey'>;
