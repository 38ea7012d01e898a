// State of the permission management screen (spec archive.md §2, §4, §5).
import { proxy, ref } from 'valtio';
import type { PermissionsResponse } from '../../../shared/api';
import type { PermissionsFilter, RoundChoice } from './permission-view';

export interface PermissionsScreenState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  saving: boolean;
  /** the edited permissions (entries marked NEW / DELETED); replaced as a whole on each change, not proxied (ref) */
  data: PermissionsResponse;
  /** the users as loaded, to tell an added user apart */
  loadedUsers: readonly string[];
  /** rounds to assign (measure rounds and rounds of existing permissions) */
  rounds: readonly RoundChoice[];
  filter: PermissionsFilter;
  /** chosen entries of the three assignment lists (rounds by mrId as text) */
  selection: { users: string[]; rounds: string[]; roles: string[] };
}

const EMPTY: PermissionsResponse = { roles: [], users: [], permissions: [] };

export const permissionsStore = proxy<PermissionsScreenState>({
  status: 'idle',
  saving: false,
  data: ref(EMPTY),
  loadedUsers: ref([]),
  rounds: ref([]),
  filter: {},
  selection: { users: [], rounds: [], roles: [] },
});
