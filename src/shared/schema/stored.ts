// issue 14: records the worker reads back from IndexedDB. They are checked like server answers, so a record
// written by an older version (or damaged) is reported and skipped instead of breaking a screen. Fields a
// newer version added stay optional, so records of older versions still match.
import * as Type from 'typebox';
import type { TSchema } from 'typebox';
import { decisionProperties } from './archive';
import { entryIdentityProperties } from './entry';
import { NullableNumber } from './limits';
import type { OfflineRound } from '../contract/rounds';
import type { MeasureRoundPost } from './group';
import { RemarkSchema } from './remark';
import { InstanceIdSchema, MrIdSchema, TsIdSchema } from './ids';

export const StoredEntrySchema = Type.Object({
  entryKey: Type.Optional(Type.String()),
  ...entryIdentityProperties,
  /** typed dates are kept as typed until posted */
  dt: Type.Optional(Type.String()),
  value: Type.Optional(NullableNumber()),
  valueAfter: Type.Optional(NullableNumber()),
  tsRemark: Type.Optional(RemarkSchema),
  staRemark: Type.Optional(RemarkSchema),
});

const storedRoundProperties = {
  instanceId: Type.String({ minLength: 1 }),
  creationTime: Type.String(),
  mrId: MrIdSchema(),
  mrName: Type.String(),
  mrTeam: Type.Optional(Type.String()),
  mrRemark: Type.Optional(Type.String()),
  /** issue 34: the `sub` of the user who made the copy; absent without login and on copies stored before */
  owner: Type.Optional(Type.String({ minLength: 1 })),
};

/** An offline copy or an online screen's working copy (store `rounds`). */
export const StoredRoundSchema = Type.Object({ ...storedRoundProperties, entries: Type.Array(StoredEntrySchema) });

/** The same copy with its entries left to be checked one by one (`StoredEntrySchema`, src/worker/store/checked-round.ts). */
export const StoredRoundFieldsSchema = Type.Object({ ...storedRoundProperties, entries: Type.Array(Type.Unknown()) });

/** Which copy an online screen edits (store `onlineSessions`): `session` names the screen, e.g. 'hydro:402'. */
export const StoredOnlineSessionSchema = Type.Object({
  session: Type.String({ minLength: 1 }),
  instanceId: Type.String({ minLength: 1 }),
});

/** issue 34: whose device it is (store `cache`, key `deviceUser`): the `sub` of the last login, null after a logout. */
export const StoredDeviceUserSchema = Type.Object({ sub: Type.Union([Type.String({ minLength: 1 }), Type.Null()]) });

/** The cached group list (store `cache`, key `groupList`); its groups are checked one by one. */
export const StoredGroupListSchema = Type.Object({ groups: Type.Array(Type.Unknown()), version: Type.Optional(Type.String()) });

/**
 * A value JSON Schema cannot describe (a typed array, a Blob): typed as an instance of `type` and checked by its
 * class (a TypeBox refinement, so a wrong kind is a violation naming the field like any other).
 */
const InstanceOf = <Instance>(type: abstract new (...args: never[]) => Instance) =>
  Type.Refine(Type.Unsafe<Instance>({}), (value: unknown) => value instanceof type, () => `must be a ${type.name}`);

/** issue 38: a stored history's time column: epoch ms ascending, or whole seconds after the first (compact-columns.ts) */
const StoredTimesSchema = Type.Union([InstanceOf(Float64Array), Type.Object({ first: Type.Number(), seconds: InstanceOf(Int32Array) })]);
/** value, NaN for a reading without a value; issue 38: or whole multiples of 10^-decimals (a missing value as -2^31) */
const StoredValuesSchema = Type.Union([InstanceOf(Float64Array), Type.Object({ decimals: Type.Integer({ minimum: 0, maximum: 6 }), scaled: InstanceOf(Int32Array) })]);
/** remark texts by index into t/v (only readings that have one) */
const StoredRemarksSchema = Type.Record(Type.String(), Type.Object({ staRemark: Type.Optional(RemarkSchema), tsRemark: Type.Optional(RemarkSchema) }));

/**
 * One series' whole history as columns (store `history`, key tsId; issue 38: one record per series instead of one
 * per month, docs/decisions/worker.md). That `t` and `v` have one length is a rule across fields, checked by the
 * history store.
 */
export const StoredHistorySchema = Type.Object({ tsId: TsIdSchema(), t: StoredTimesSchema, v: StoredValuesSchema, remarks: StoredRemarksSchema });

/** A month of one series' history, as stored until issue 38 (read only by the store upgrade that joins them). */
export const StoredHistoryMonthSchema = Type.Object({
  tsId: TsIdSchema(),
  /** 'yyyy-MM' in UTC */
  month: Type.String({ pattern: '^\\d{4}-\\d{2}$' }),
  t: StoredTimesSchema,
  v: StoredValuesSchema,
  remarks: StoredRemarksSchema,
});

/** What the UI is told of a transfer (the topic 'transfers'). */
export const TransferStatusSchema = Type.Object({
  id: Type.String({ minLength: 1 }),
  instanceId: InstanceIdSchema(),
  kind: Type.Union([Type.Literal('body'), Type.Literal('image')]),
  state: Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('success'), Type.Literal('error')]),
  attempts: Type.Integer({ minimum: 0 }),
  /** the server's words of a failed try with an HTTP status (status line and answer body), as spec entry.md §7 shows them */
  error: Type.Optional(Type.String()),
  /** issue 34: why the last try failed, as the worker's error code (the UI words it); absent in tasks stored before */
  failure: Type.Optional(Type.Object({ code: Type.String({ minLength: 1 }), limitSeconds: Type.Optional(Type.Number()) })),
  /**
   * issue 34: the body's last try ended without an answer (network, 5xx, time limit, cancel): the server may hold it.
   * The copy is locked until posting again settles it with the same body and instanceId.
   */
  unsettled: Type.Optional(Type.Boolean()),
});

/**
 * A task of the transfer queue (store `outbox`). The body is sent as stored (the server judges it), so only what
 * the worker itself reads of it is checked; the remainder is checked as an offline copy.
 */
export const StoredTransferTaskSchema = Type.Object({
  ...TransferStatusSchema.properties,
  mrId: MrIdSchema(),
  /** position in the post's sequence */
  order: Type.Integer({ minimum: 0 }),
  /** the round body, for body tasks */
  body: Type.Optional(
    Type.Unsafe<MeasureRoundPost>(Type.Object({ instanceId: Type.String({ minLength: 1 }), entries: Type.Array(Type.Unknown()) })),
  ),
  /** for the body task of a partial post: the copy to save with the unsent entries, fixed when the post starts */
  remainder: Type.Optional(Type.Unsafe<OfflineRound>(StoredRoundSchema)),
  /** timeseries values the server stored, once the body task succeeded */
  count: Type.Optional(Type.Integer({ minimum: 0 })),
  /** issue 32: the server answered the body 2xx with no readable post answer (count is then the entries sent) */
  answerUnread: Type.Optional(Type.Boolean()),
  /**
   * issue 34: what became of an earlier send whose outcome was unknown: 'arrived' (the server held the round, asked
   * before sending again or answered duplicate), 'lost' (the server did not hold it; sent now)
   */
  earlierTry: Type.Optional(Type.Union([Type.Literal('arrived'), Type.Literal('lost')])),
  /** the photo record id, for image tasks */
  photoId: Type.Optional(Type.String({ minLength: 1 })),
  /** upload query (dt, staNumber, tsParameter, tsId), for image tasks */
  imageQuery: Type.Optional(Type.String()),
  /** ISO time of the last state change */
  updated: Type.String(),
});

/** A stored map overlay or track (store `maps`, key `${mrId}/${kind}`) whose body matches `body`. */
export const StoredMapSchema = <Body extends TSchema>(body: Body) =>
  Type.Object({ key: Type.String(), etag: Type.Optional(Type.String()), body });

/** A photo taken for a remark, stored until its round has been posted (store `photos`). */
export const StoredPhotoSchema = Type.Object({
  /** also the image name of the upload and the id in the remark's images, e.g. '<uuid>.jpg' */
  id: Type.String({ minLength: 1 }),
  instanceId: Type.String({ minLength: 1 }),
  blob: InstanceOf(Blob),
});

/** The version of the stored archive list (store `cache`, key `archiveVersion`). */
export const StoredArchiveVersionSchema = Type.Object({ version: Type.String(), storedAt: Type.String() });

/** Issue 38: the stored archive's head, the default view's first page (rows of rounds checked before) and the stored rows' number. */
export const StoredArchiveHeadSchema = Type.Object({
  rows: Type.Integer({ minimum: 0 }),
  page: Type.Object({
    rows: Type.Array(Type.Object({ instanceId: Type.String() }), { maxItems: 100 }),
    found: Type.Integer({ minimum: 0 }),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pages: Type.Integer({ minimum: 1 }),
    defaultRange: Type.Object({ from: Type.Optional(Type.String()), to: Type.Optional(Type.String()) }),
    skipped: Type.Array(Type.Object({ code: Type.String(), message: Type.String() })),
  }),
});

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
  /** issue 34: the `sub` of the user who typed it; absent without login and on drafts stored before */
  owner: Type.Optional(Type.String({ minLength: 1 })),
});

/** Rows an earlier version kept in the page's web storage (handed over once). */
export const StoredMeteoRowsSchema = Type.Array(StoredMeteoRowSchema);

/**
 * issue 10: the decisions being made on an archived round, kept until they are posted (store `archiveDrafts`): per
 * edited entry its index, tsId and decisions as edited; `basis` names the round's decision state the draft began on;
 * `team` is the team name typed for the post (added later: optional, so drafts written without it still read).
 */
export const StoredArchiveDraftSchema = Type.Object({
  instanceId: Type.String({ minLength: 1 }),
  basis: Type.String(),
  entries: Type.Array(Type.Object({ index: Type.Integer({ minimum: 0 }), tsId: Type.String({ minLength: 1 }), ...decisionProperties })),
  team: Type.Optional(Type.String()),
  savedTime: Type.String(),
});
