import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { changeFilter } from '../../state/permissions/permissions-actions';
import { permissionsStore } from '../../state/permissions/permissions-store';
import { useRoleLabel } from './use-role-label';

/** spec archive.md §2: filters by user, round and role; they narrow the assignment lists and the user tables. */
export function PermissionFilters() {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const { filter, view } = useSnapshot(permissionsStore, { sync: true });
  return (
    <fieldset className="permission-filters">
      <legend>{t('permissions.filters')}</legend>
      <label className="field">
        {t('permissions.filterUser')}
        <input type="search" value={filter.user ?? ''} onChange={(event) => changeFilter({ user: event.target.value })} />
      </label>
      <label className="field">
        {t('permissions.filterRound')}
        <input type="search" value={filter.round ?? ''} onChange={(event) => changeFilter({ round: event.target.value })} />
      </label>
      <label className="field">
        {t('permissions.filterRole')}
        <select value={filter.role ?? ''} onChange={(event) => changeFilter({ role: event.target.value || undefined })}>
          <option value="">–</option>
          {view.roles.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role)}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
