// Answers of the reading calls that carry no user input: /config, /info, round lists and definitions,
// reference lists (discharge meters, facility models, measure documents) and maps.
import * as Type from 'typebox';
import type { Static } from 'typebox';
import { DischargeMeterSchema } from './discharge';
import { entryIdentityProperties } from './entry';
import { Instant } from './limits';
import { MapTypeSchema } from './rounds';
import { FacilityModelSchema } from './station';
import { TsDataSchema } from './timeseries';
import { MrIdSchema } from './ids';

/** GET /config: every setting is optional; the client fills in the spec defaults. */
export const ConfigResponseSchema = Type.Object({});

/** spec archive.md §3 ServerInfo */
export const ServerInfoSchema = Type.Object({
  version: Type.String(),
  copyright: Type.String(),
  /** issue 32: the spec's ServerInfo may come without it */
  revision: Type.Optional(Type.String()),
  name: Type.String(),
  apiVersion: Type.String(),
  isAdmin: Type.Boolean(),
  username: Type.Optional(Type.String()),
  /** issue 32: the extensions the server offers (src/shared/api.ts API_EXTENSIONS); absent: none */
  extensions: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 })),
});
export type ServerInfo = Static<typeof ServerInfoSchema>;

const GroupSummaryProperties = {
  mrId: MrIdSchema(),
  mrName: Type.String(),
  mrGroup: Type.String(),
  mrRemark: Type.Optional(Type.String()),
};
export const GroupSummarySchema = Type.Object(GroupSummaryProperties);
export const GroupSummaryListSchema = Type.Array(GroupSummarySchema);

/** an entry of a round definition: the fields every screen relies on; the rest passes through */
export const DefinitionEntrySchema = Type.Object({ ...entryIdentityProperties, tsData: Type.Optional(TsDataSchema) });
export const GroupSchema = Type.Object({ ...GroupSummaryProperties, entries: Type.Array(DefinitionEntrySchema) });
/** issue 34: the round with its entries left to be checked one by one (a bad entry is named and left out) */
export const GroupFieldsSchema = Type.Object({ ...GroupSummaryProperties, entries: Type.Array(Type.Unknown()) });

export const DischargeMetersSchema = Type.Array(DischargeMeterSchema);
export const FacilityModelsSchema = Type.Array(FacilityModelSchema);

export const MeasureDocumentSchema = Type.Object({
  mdId: Type.Union([Type.Number(), Type.String()]),
  mdFilename: Type.String(),
  /** base64 content or a URL */
  mdDocument: Type.String(),
  mdLastModified: Instant(),
});
export type MeasureDocument = Static<typeof MeasureDocumentSchema>;
export const MeasureDocumentsSchema = Type.Array(MeasureDocumentSchema);

export const MapOverlaySchema = Type.Object({
  /** polygon of [latitude, longitude] corners */
  bounds: Type.Array(Type.Tuple([Type.Number(), Type.Number()])),
  /** data URL or path of the image */
  image: Type.String(),
  mapType: MapTypeSchema,
  etag: Type.Optional(Type.String()),
});
export type MapOverlay = Static<typeof MapOverlaySchema>;

export const GeoJsonFeatureCollectionSchema = Type.Object({
  type: Type.Literal('FeatureCollection'),
  features: Type.Array(
    Type.Object({
      type: Type.Literal('Feature'),
      geometry: Type.Object({ type: Type.String(), coordinates: Type.Unknown() }),
      /** a station's point names the station; the walking route names the round (other properties pass through) */
      properties: Type.Object({ staName: Type.Optional(Type.String()), staNumber: Type.Optional(Type.String()), name: Type.Optional(Type.String()) }),
    }),
  ),
});
export type GeoJsonFeatureCollection = Static<typeof GeoJsonFeatureCollectionSchema>;

export interface CurrentUser {
  username: string;
  isAdmin: boolean;
}
