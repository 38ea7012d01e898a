// Branded ids in the schemas (issue 10): a schema checks the id's wire form, its type carries the brand
// (src/shared/contract/ids.ts), so every type inferred from a schema hands the ids on branded.
import * as Type from 'typebox';
import type { TSchema } from 'typebox';
import type { InstanceId, MrId, TsId } from '../contract/ids';

/** A measure round's id: an integer or a string (spec entry.md §4), `text` narrowing the string form where needed. */
export const MrIdSchema = (text: TSchema = Type.String()) => Type.Unsafe<MrId>(Type.Union([Type.Integer(), text]));

/** A timeseries id as text, `wire` carrying the limits where needed. */
export const TsIdSchema = (wire: TSchema = Type.String({ minLength: 1 })) => Type.Unsafe<TsId>(wire);

/** An offline copy's id. */
export const InstanceIdSchema = (wire: TSchema = Type.String({ minLength: 1 })) => Type.Unsafe<InstanceId>(wire);
