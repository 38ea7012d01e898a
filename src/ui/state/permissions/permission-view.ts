// spec archive.md §2 Permission management, §6 role labels: how the permissions screen shows what the worker answers.
import { ROLES, type Permission, type Role } from '../../../shared/api';

/** The i18n key of a role's label; other role names are shown raw (undefined). */
export function roleLabelKey(role: string): `permissions.roleNames.${Role}` | undefined {
  return (ROLES as readonly string[]).includes(role) ? `permissions.roleNames.${role as Role}` : undefined;
}

/** Badge colour: warning for a NEW entry, primary for one toggled for deletion, success for a kept one. */
export function permissionBadgeClass(permission: Permission): string {
  if (permission.$action === 'NEW') return 'badge-warning';
  if (permission.$action === 'DELETED') return 'badge-primary';
  return 'badge-success';
}

/** Bulk selection by double click: selects every shown entry, or clears them when all are selected already. */
export function toggleAllShown(selected: readonly string[], shown: readonly string[]): string[] {
  const allSelected = shown.length > 0 && shown.every((value) => selected.includes(value));
  if (allSelected) return selected.filter((value) => !shown.includes(value));
  return [...selected, ...shown.filter((value) => !selected.includes(value))];
}
