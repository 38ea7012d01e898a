import type { De } from './de';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every language must fill: German is the reference. */
export type Messages = Widen<De>;
