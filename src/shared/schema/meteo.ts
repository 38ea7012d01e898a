// issue 9/10: an edit of a meteo day as the worker accepts it from the UI (spec entry.md §2 Meteo input, §5 zero
// buttons and precipitation types); anything else is refused before it reaches the draft.
import * as Type from 'typebox';
import { PRECIPITATION_TYPES } from '../rules/meteo-edits';
import { METEO_FIELDS } from '../rules/meteo-rows';
import { RemarkText } from './limits';

const Field = Type.Union(METEO_FIELDS.map((field) => Type.Literal(field)));
const FiniteNumber = Type.Number({ minimum: -1e9, maximum: 1e9 });

export const MeteoEditSchema = Type.Union([
  Type.Object({ kind: Type.Literal('value'), field: Field, value: Type.Union([FiniteNumber, Type.Null()]) }),
  Type.Object({ kind: Type.Literal('zero'), field: Field }),
  Type.Object({ kind: Type.Literal('precipitationType'), precipitationType: Type.Union(PRECIPITATION_TYPES.map((type) => Type.Literal(type))) }),
  Type.Object({ kind: Type.Literal('time'), time: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }) }),
  Type.Object({ kind: Type.Literal('remark'), remark: RemarkText() }),
]);
