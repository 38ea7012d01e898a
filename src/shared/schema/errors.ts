// The JSON error body of every refused request.
import * as Type from 'typebox';
import type { Static } from 'typebox';

export const ApiErrorBodySchema = Type.Object({
  status: Type.Integer({ minimum: 400, maximum: 599 }),
  message: Type.String(),
  field: Type.Optional(Type.String()),
});
export type ApiErrorBody = Static<typeof ApiErrorBodySchema>;
