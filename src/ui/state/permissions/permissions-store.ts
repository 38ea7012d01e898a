// State of the permission management screen (spec archive.md §2, §4, §5): the worker's view and the page's own choices.
import { proxy, ref } from 'valtio';
import type { PermissionsFilter, PermissionsView } from '../../../shared/contract/permissions';

interface PermissionsScreenState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  saving: boolean;
  /** the worker's answer for the edited permissions under the filter; replaced as a whole, not proxied (ref) */
  view: PermissionsView;
  filter: PermissionsFilter;
  /** chosen entries of the three assignment lists (rounds by mrId as text) */
  selection: { users: string[]; rounds: string[]; roles: string[] };
}

const EMPTY: PermissionsView = { roles: [], rounds: [], choices: { users: [], rounds: [], roles: [] }, tables: [], changed: false };

export const permissionsStore = proxy<PermissionsScreenState>({
  status: 'idle',
  saving: false,
  view: ref(EMPTY),
  filter: {},
  selection: { users: [], rounds: [], roles: [] },
});
