// issue 14: records the worker reads back from IndexedDB. They are checked like server answers, so a record
// written by an older version (or damaged) is reported and skipped instead of breaking a screen. Fields a
// newer version added stay optional, so records of older versions still match.
import Type from 'typebox';
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
