// issue 14: records the worker reads back from IndexedDB. They are checked like server answers, so a record
// written by an older version (or damaged) is reported and skipped instead of breaking a screen. Fields a
// newer version added stay optional, so records of older versions still match.
import * as Type from 'typebox';
import { NullableNumber } from './limits';
import { RemarkSchema } from './remark';

const StoredEntrySchema = Type.Object({
  entryKey: Type.Optional(Type.String()),
  tsId: Type.String({ minLength: 1 }),
  staName: Type.String(),
  staNumber: Type.String(),
  tsParameter: Type.String(),
  /** typed dates are kept as typed until posted */
  dt: Type.Optional(Type.String()),
  value: Type.Optional(NullableNumber()),
  valueAfter: Type.Optional(NullableNumber()),
  tsRemark: Type.Optional(RemarkSchema),
  staRemark: Type.Optional(RemarkSchema),
});

/** An offline copy or an online screen's working copy (store `rounds`). */
export const StoredRoundSchema = Type.Object({
  instanceId: Type.String({ minLength: 1 }),
  creationTime: Type.String(),
  mrId: Type.Union([Type.Integer(), Type.String()]),
  mrName: Type.String(),
  mrTeam: Type.Optional(Type.String()),
  mrRemark: Type.Optional(Type.String()),
  entries: Type.Array(StoredEntrySchema),
});

/** Which copy an online screen edits (store `onlineSessions`): `session` names the screen, e.g. 'hydro:402'. */
export const StoredOnlineSessionSchema = Type.Object({
  session: Type.String({ minLength: 1 }),
  instanceId: Type.String({ minLength: 1 }),
});

/** The cached group list (store `cache`, key `groupList`); its groups are checked one by one. */
export const StoredGroupListSchema = Type.Object({ groups: Type.Array(Type.Unknown()), version: Type.Optional(Type.String()) });

/**
 * A month of one series' history (store `history`); its columns `t` and `v` are Float64Arrays of one length,
 * which JSON Schema cannot say: the history store checks them.
 */
export const StoredHistoryBlockSchema = Type.Object({
  tsId: Type.String({ minLength: 1 }),
  month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }),
  remarks: Type.Record(Type.String(), Type.Object({ staRemark: Type.Optional(RemarkSchema), tsRemark: Type.Optional(RemarkSchema) })),
});

const TransferStatusProperties = {
  id: Type.String({ minLength: 1 }),
  instanceId: Type.String({ minLength: 1 }),
  kind: Type.Union([Type.Literal('body'), Type.Literal('image')]),
  state: Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('success'), Type.Literal('error')]),
  attempts: Type.Integer({ minimum: 0 }),
  error: Type.Optional(Type.String()),
};

/**
 * A task of the transfer queue (store `outbox`). The body is sent as stored (the server judges it), so only
 * what the worker itself reads of it is checked.
 */
export const StoredTransferTaskSchema = Type.Object({
  ...TransferStatusProperties,
  mrId: Type.Union([Type.Integer(), Type.String()]),
  order: Type.Integer({ minimum: 0 }),
  body: Type.Optional(Type.Object({ instanceId: Type.String({ minLength: 1 }), entries: Type.Array(Type.Unknown()) })),
  remainder: Type.Optional(StoredRoundSchema),
  count: Type.Optional(Type.Integer({ minimum: 0 })),
  photoId: Type.Optional(Type.String({ minLength: 1 })),
  imageQuery: Type.Optional(Type.String()),
  updated: Type.String(),
});

/** A photo's record (store `photos`); its `blob` is checked by the photo store (a Blob is no JSON). */
export const StoredPhotoSchema = Type.Object({ id: Type.String({ minLength: 1 }), instanceId: Type.String({ minLength: 1 }) });

/** The version of the stored archive list (store `cache`, key `archiveVersion`). */
export const StoredArchiveVersionSchema = Type.Object({ version: Type.String(), storedAt: Type.String() });

/** A day typed into a meteo table (spec entry.md §2 Meteo input); `day` is the calendar day in MEZ. */
const StoredMeteoRowSchema = Type.Object({
  day: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  time: Type.String(),
  precipitation: Type.Optional(NullableNumber()),
  precipitationType: Type.Optional(Type.String()),
  snowHeight: Type.Optional(NullableNumber()),
  freshSnow: Type.Optional(NullableNumber()),
  airTemperature: Type.Optional(NullableNumber()),
  remark: Type.Optional(Type.String()),
  hasStoredData: Type.Optional(Type.Boolean()),
});

/** The rows typed into one meteo table and not yet posted (store `meteoDrafts`). */
export const StoredMeteoDraftSchema = Type.Object({
  mrId: Type.String({ minLength: 1 }),
  staNumber: Type.String({ minLength: 1 }),
  month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }),
  rows: Type.Array(StoredMeteoRowSchema),
  savedTime: Type.String(),
  /** the copy of a post the server did not take: the next post sends it again */
  unsentInstanceId: Type.Optional(Type.String({ minLength: 1 })),
});

/** Rows an earlier version kept in the page's web storage (handed over once). */
export const StoredMeteoRowsSchema = Type.Array(StoredMeteoRowSchema);
