import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { PermissionsView } from '../../../shared/contract/permissions';
import { requireLogin } from '../../auth';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { loadPermissions, savePermissions } from '../../state/permissions/permissions-actions';
import { permissionsStore } from '../../state/permissions/permissions-store';
import { AssignmentPanel } from './AssignmentPanel';
import { ChangedByOther } from './ChangedByOther';
import { PermissionFilters } from './PermissionFilters';
import { UserPermissions } from './UserPermissions';
import { useLeaveGuard } from './use-leave-guard';
import './permissions.css';

/** spec archive.md §2 Permission management (/permissions, administrators; the server refuses others). */
export default function PermissionsScreen() {
  const { t } = useTranslation();
  const { status, saving, ...snapshot } = useSnapshot(permissionsStore);
  // the view is a ref: the snapshot holds the very (unfrozen) object, only typed readonly
  const view = snapshot.view as PermissionsView;
  const changed = status === 'loaded' && view.changed;
  const guard = useLeaveGuard(changed);

  useEffect(() => {
    if (requireLogin()) void loadPermissions();
  }, []);

  const tables = view.tables;
  return (
    <section className="permissions">
      <h1>{t('permissions.title')}</h1>
      {status === 'loading' && <p>{t('permissions.loading')}</p>}
      {status === 'loaded' && (
        <>
          <div className="permissions-save">
            <button type="button" className="btn btn-primary" disabled={!changed || saving} onClick={() => void savePermissions()}>
              {saving ? t('permissions.saving') : t('permissions.save')}
            </button>
          </div>
          {view.changedByOther && <ChangedByOther changes={view.changedByOther} />}
          <PermissionFilters />
          <AssignmentPanel />
          <h2>{t('permissions.users')}</h2>
          {tables.length === 0 && <p className="hint">{t('permissions.noMatch')}</p>}
          {tables.map((table) => (
            <UserPermissions key={table.username} username={table.username} rounds={table.rounds} />
          ))}
        </>
      )}
      {guard.pendingPath !== undefined && (
        <ConfirmDialog message={t('permissions.unsavedChangesPrompt')} onConfirm={guard.leave} onCancel={guard.stay} />
      )}
    </section>
  );
}
