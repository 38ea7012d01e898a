// /measure-round: the round post (entry.md §7), its answer, photo uploads and the path and query parameters.
import * as Type from 'typebox';
import type { Static } from 'typebox';
import { Id, Instant, MAX_ITEMS, Name, NullableNumber, RemarkText } from './limits';
import { RemarkSchema } from './remark';
import { TsIdSchema } from './ids';

/** The reading of an entry: its time, values and remarks (posted and archived alike). */
export const readingProperties = {
  dt: Type.Optional(Instant()),
  value: Type.Optional(NullableNumber()),
  valueAfter: Type.Optional(NullableNumber()),
  valueCalculated: Type.Optional(NullableNumber()),
  tsRemark: Type.Optional(RemarkSchema),
  staRemark: Type.Optional(RemarkSchema),
};

/** The fields of a posted entry the server reads; the rest of the entry (its definition) is kept as sent. */
export const PostedEntrySchema = Type.Object({
  tsId: TsIdSchema(Id()),
  staNumber: Type.Optional(Name()),
  staName: Type.Optional(Name()),
  siteName: Type.Optional(Name()),
  siteNumber: Type.Optional(Name()),
  tsName: Type.Optional(Name()),
  tsParameter: Type.Optional(Name()),
  tsUnit: Type.Optional(Name()),
  /** the value as the overview shows it (a code's label); printed in the protocol */
  valueOverviewString: Type.Optional(Name()),
  ...readingProperties,
});

export const MeasureRoundPostBodySchema = Type.Object({
  instanceId: Id(),
  creationTime: Instant(),
  mrTeam: Type.Optional(Name()),
  mrRemark: Type.Optional(RemarkText()),
  entries: Type.Array(PostedEntrySchema, { minItems: 1, maxItems: MAX_ITEMS }),
});

export const MeasureRoundPostResponseSchema = Type.Object({
  instanceId: Type.String(),
  /** number of timeseries values stored */
  count: Type.Integer({ minimum: 0 }),
  /** true when this instanceId had been stored before and nothing new was stored */
  duplicate: Type.Boolean(),
});
export type MeasureRoundPostResponse = Static<typeof MeasureRoundPostResponseSchema>;

export const MrIdParamsSchema = Type.Object({ mrId: Id() });
export const ImageParamsSchema = Type.Object({ mrId: Id(), imageName: Id() });

/** spec entry.md §7 photo upload query; dt is empty for an entry without a reading time */
export const ImageUploadQuerySchema = Type.Object({
  dt: Type.Optional(Type.Union([Instant(), Type.Literal('')])),
  staNumber: Type.Optional(Name()),
  tsParameter: Type.Optional(Name()),
  tsId: Type.Optional(Id()),
});
export type ImageUploadQuery = Static<typeof ImageUploadQuerySchema>;

export const ImageUploadResponseSchema = Type.Object({ imageName: Type.String(), bytes: Type.Integer({ minimum: 0 }) });

export const MapTypeSchema = Type.Union([Type.Literal('ortho'), Type.Literal('osm')]);
export type MapType = Static<typeof MapTypeSchema>;
export const MapOverlayQuerySchema = Type.Object({ mapType: Type.Optional(MapTypeSchema) });
