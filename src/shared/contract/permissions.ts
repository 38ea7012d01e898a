// archive.md §2 Permission management: the worker holds the edited permissions, applies the rules and answers views.
import type { MrId } from './ids';
import type { Permission } from '../api';
import type { NewUserError } from '../rules/permissions';
import type { PermissionChanges } from '../rules/permission-rebase';

export interface RoundChoice {
  mrId: MrId;
  mrName: string;
}

/** A round of one user's table with the user's (filtered) entries on it. */
export interface UserRound extends RoundChoice {
  entries: Permission[];
}

/** The role filter picks one role name (a choice list, not text), so it matches exactly. */
export interface PermissionsFilter {
  user?: string;
  round?: string;
  role?: string;
}

export interface PermissionsView {
  /** every role (the role filter's choices) */
  roles: string[];
  /** rounds to assign: the measure rounds plus any round only known from a permission, by name */
  rounds: RoundChoice[];
  /** the three assignment lists narrowed by the filter */
  choices: { users: string[]; rounds: RoundChoice[]; roles: string[] };
  /** per-user tables: users matching the filter with the rounds of their matching entries */
  tables: { username: string; rounds: UserRound[] }[];
  /** something changed since the load: save is enabled */
  changed: boolean;
  /** issue 33: a save found that another administrator changed these since the load (nothing was stored) */
  changedByOther?: PermissionChanges;
}

export type PermissionsEdit =
  /** a role badge clicked: NEW → removed, existing → DELETED → restored */
  | { kind: 'toggle'; permission: Permission }
  /** the three-list assignment: NEW entries for every chosen user × round × role */
  | { kind: 'assign'; users: string[]; rounds: RoundChoice[]; roles: string[] }
  | { kind: 'deleteAllOf'; username: string };

export interface PermissionsApi {
  /** Loads the permissions and the measure rounds (an admin sees all); unsaved edits are dropped. */
  openPermissions(filter: PermissionsFilter): Promise<PermissionsView>;
  /** The view of the edited permissions under another filter. */
  permissionsView(filter: PermissionsFilter): Promise<PermissionsView>;
  editPermissions(edit: PermissionsEdit, filter: PermissionsFilter): Promise<PermissionsView>;
  /** Adds a user name not yet in the list; answers the view or why it was refused. */
  addPermissionUser(name: string, filter: PermissionsFilter): Promise<{ view: PermissionsView; added: string } | { refused: NewUserError }>;
  /** Posts every entry not DELETED with roles and users, then loads the server's state; the edits stay when it fails. */
  savePermissions(filter: PermissionsFilter): Promise<PermissionsView>;
}
