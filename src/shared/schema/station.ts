// spec entry.md §3 Station task, station facility, facility model, attribute type.
import * as Type from 'typebox';
import type { Static } from 'typebox';

export const StationTaskSchema = Type.Object({
  taskId: Type.Optional(Type.String()),
  taskType: Type.String(),
  taskDone: Type.Optional(Type.Boolean()),
  staNumber: Type.Optional(Type.String()),
  creationTime: Type.Optional(Type.String()),
  text: Type.String(),
});
export type StationTask = Static<typeof StationTaskSchema>;


const FacilityActionSchema = Type.Union([Type.Literal('NEW'), Type.Literal('EDIT'), Type.Literal('MOVE')]);

const AttributeKindSchema = Type.Union([
  Type.Literal('INTEGER'),
  Type.Literal('LIST'),
  Type.Literal('NUMBER'),
  Type.Literal('TEXT'),
  Type.Literal('TEXTAREA'),
  Type.Literal('TIMESTAMP'),
]);
export type AttributeKind = Static<typeof AttributeKindSchema>;

const AttributeTypeSchema = Type.Object({
  name: Type.String(),
  shortname: Type.Optional(Type.String()),
  type: AttributeKindSchema,
  digits: Type.Optional(Type.Number()),
  unit: Type.Optional(Type.String()),
  listName: Type.Optional(Type.String()),
  listValues: Type.Optional(Type.Array(Type.String())),
});
export type AttributeType = Static<typeof AttributeTypeSchema>;

export const FacilityModelSchema = Type.Object({
  type: Type.String(),
  name: Type.String(),
  manufacturer: Type.Optional(Type.String()),
  attributeTypes: Type.Optional(Type.Array(AttributeTypeSchema)),
  comment: Type.Optional(Type.String()),
});
export type FacilityModel = Static<typeof FacilityModelSchema>;

const AttributeValues = () => Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]));

export const StationFacilitySchema = Type.Object({
  $action: Type.Optional(FacilityActionSchema),
  $invalid: Type.Optional(Type.String()),
  /** serial number */
  number: Type.String(),
  name: Type.Optional(Type.String()),
  id: Type.Optional(Type.Union([Type.String(), Type.Number()])),
  model: Type.Optional(FacilityModelSchema),
  /** ISO time → staNumber where the device was installed */
  stations: Type.Optional(Type.Record(Type.String(), Type.String())),
  attributes: Type.Optional(AttributeValues()),
  $originalName: Type.Optional(Type.String()),
  $originalAttributes: Type.Optional(AttributeValues()),
});
export type StationFacility = Static<typeof StationFacilitySchema>;
