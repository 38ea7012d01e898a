// GET/POST /admin/permissions (archive.md §6).
import * as Type from 'typebox';
import type { Static } from 'typebox';
import { Id, MAX_ITEMS, Name } from './limits';
import { MrIdSchema } from './ids';

const PermissionSchema = Type.Object({
  username: Id(),
  mrId: MrIdSchema(Id()),
  mrName: Type.Optional(Name()),
  role: Id(),
  $action: Type.Optional(Type.Union([Type.Literal('NEW'), Type.Literal('DELETED')])),
});
export type Permission = Static<typeof PermissionSchema>;
export type PermissionAction = NonNullable<Permission['$action']>;

export const PermissionsPostBodySchema = Type.Object({
  roles: Type.Optional(Type.Array(Id(), { maxItems: MAX_ITEMS })),
  users: Type.Optional(Type.Array(Id(), { maxItems: MAX_ITEMS })),
  permissions: Type.Array(PermissionSchema, { maxItems: MAX_ITEMS }),
});
export type PermissionsPostBody = Static<typeof PermissionsPostBodySchema>;

export const PermissionsResponseSchema = Type.Object({
  roles: Type.Array(Type.String()),
  users: Type.Array(Type.String()),
  permissions: Type.Array(PermissionSchema),
});
export type PermissionsResponse = Static<typeof PermissionsResponseSchema>;
