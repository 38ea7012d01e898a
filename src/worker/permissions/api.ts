// The permissions domain's door: the admin's permission tables, edits and save (contract: shared/contract/permissions.ts).
import type { PermissionsApi } from '../../shared/contract';
import { addPermissionUser, editPermissions, openPermissions, permissionsView, savePermissions } from './permission-edits';

export const permissionsApi = {
  openPermissions,
  permissionsView,
  editPermissions,
  addPermissionUser,
  savePermissions,
} satisfies PermissionsApi;
