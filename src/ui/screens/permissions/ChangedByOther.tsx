import { useTranslation } from 'react-i18next';
import type { Permission } from '../../../shared/api';
import type { PermissionChanges } from '../../../shared/rules/permission-rebase';
import { useRoleLabel } from './use-role-label';

/** issue 33: what another administrator saved while these permissions were edited. */
export function ChangedByOther({ changes }: { changes: PermissionChanges }) {
  const { t } = useTranslation();
  return (
    <section className="alert alert-warning changed-by-other" aria-label={t('permissions.changedByOther')}>
      <p>{t('permissions.changedByOther')}</p>
      <ChangeList title={t('permissions.changedByOtherAdded')} permissions={changes.added} />
      <ChangeList title={t('permissions.changedByOtherRemoved')} permissions={changes.removed} />
    </section>
  );
}

function ChangeList({ title, permissions }: { title: string; permissions: Permission[] }) {
  const roleLabel = useRoleLabel();
  if (permissions.length === 0) return null;
  return (
    <>
      <h3>{title}</h3>
      <ul aria-label={title}>
        {permissions.map((permission) => (
          <li key={`${permission.username}/${String(permission.mrId)}/${permission.role}`}>
            {permission.username} – {permission.mrName ?? String(permission.mrId)} – {roleLabel(permission.role)}
          </li>
        ))}
      </ul>
    </>
  );
}
