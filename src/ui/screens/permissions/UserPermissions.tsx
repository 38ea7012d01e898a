import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '../../../shared/api';
import type { UserRound } from '../../../shared/contract/permissions';
import { permissionBadgeClass } from '../../state/permissions/permission-view';
import { deleteAllPermissionsOf, togglePermissionEntry } from '../../state/permissions/permissions-actions';
import { useRoleLabel } from './use-role-label';

/** spec archive.md §2: one user's expandable table of rounds with role badges toggled for deletion; delete-all. */
export function UserPermissions({ username, rounds }: { username: string; rounds: readonly UserRound[] }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const count = rounds.reduce((sum, round) => sum + round.entries.length, 0);
  return (
    <section className="card user-permissions" data-username={username}>
      <div className="user-permissions-header">
        <button type="button" className="card-header" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          <span>{username}</span>
          <span className="badge">{t('permissions.count', { count })}</span>
        </button>
        <button type="button" className="btn" disabled={count === 0} onClick={() => deleteAllPermissionsOf(username)}>
          {t('permissions.deleteAll')}
        </button>
      </div>
      {expanded &&
        (count === 0 ? (
          <p className="hint user-permissions-body">{t('permissions.noPermissions')}</p>
        ) : (
          <table className="user-permissions-body">
            <thead>
              <tr>
                <th scope="col">{t('permissions.round')}</th>
                <th scope="col">{t('permissions.userRoles')}</th>
              </tr>
            </thead>
            <tbody>
              {rounds.map((round) => (
                <tr key={String(round.mrId)}>
                  <td>{round.mrName}</td>
                  <td className="role-badges">
                    {round.entries.map((entry) => (
                      <RoleBadge key={entry.role} permission={entry} />
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}

/** spec archive.md §4: a click toggles the entry (NEW → removed, existing → DELETED → restored). */
function RoleBadge({ permission }: { permission: Permission }) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const status = permission.$action === 'NEW' ? t('permissions.statusNew') : permission.$action === 'DELETED' ? t('permissions.statusDeleted') : undefined;
  return (
    <button
      type="button"
      className={`badge role-badge ${permissionBadgeClass(permission)}`}
      aria-pressed={permission.$action === 'DELETED'}
      title={t('permissions.toggleHint')}
      onClick={() => togglePermissionEntry(permission)}
    >
      {roleLabel(permission.role)}
      {status && <span className="role-badge-status"> ({status})</span>}
    </button>
  );
}
