// spec entry.md §3 Remark and location, as posted and as stored in the archive and the history.
import * as Type from 'typebox';
import type { Static } from 'typebox';
import { MAX_LENGTH, RemarkText } from './limits';

export const LocationSchema = Type.Object({
  latitude: Type.Number({ minimum: -90, maximum: 90 }),
  longitude: Type.Number({ minimum: -180, maximum: 180 }),
});
export type Location = Static<typeof LocationSchema>;

const ImageName = () => Type.String({ minLength: 1, maxLength: MAX_LENGTH.id, pattern: '^[\\w.-]+$' });

export const RemarkSchema = Type.Object({
  text: Type.Optional(RemarkText()),
  location: Type.Optional(LocationSchema),
  /** ids of uploaded or locally stored images */
  images: Type.Optional(Type.Array(ImageName(), { maxItems: 100 })),
  /** set by the server on answers; a posted value is never believed */
  imageURLs: Type.Optional(Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 100 })),
});
export type Remark = Static<typeof RemarkSchema>;
