import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { assignSelection } from '../../state/permissions/permissions-actions';
import { permissionsStore } from '../../state/permissions/permissions-store';
import { ChoiceList } from './ChoiceList';
import { NewUserForm } from './NewUserForm';
import { useRoleLabel } from './use-role-label';

/** spec archive.md §2 three-list assignment: NEW permissions for every chosen user × round × role. */
export function AssignmentPanel() {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  const { view, selection } = useSnapshot(permissionsStore);
  const shown = view.choices;
  const canAssign = selection.users.length > 0 && selection.rounds.length > 0 && selection.roles.length > 0;
  return (
    <section className="permission-assignment">
      <h2>{t('permissions.assignment')}</h2>
      <p className="hint">{t('permissions.assignmentHint')}</p>
      <div className="choice-lists">
        <ChoiceList
          legend={t('permissions.users')}
          choices={shown.users.map((user) => ({ value: user, label: user }))}
          selected={selection.users}
          onChange={(users) => (permissionsStore.selection.users = users)}
        />
        <ChoiceList
          legend={t('permissions.rounds')}
          choices={shown.rounds.map((round) => ({ value: String(round.mrId), label: round.mrName }))}
          selected={selection.rounds}
          onChange={(chosen) => (permissionsStore.selection.rounds = chosen)}
        />
        <ChoiceList
          legend={t('permissions.roles')}
          choices={shown.roles.map((role) => ({ value: role, label: roleLabel(role) }))}
          selected={selection.roles}
          onChange={(roles) => (permissionsStore.selection.roles = roles)}
        />
      </div>
      <button type="button" className="btn btn-primary" disabled={!canAssign} onClick={assignSelection}>
        {t('permissions.assign')}
      </button>
      <NewUserForm />
    </section>
  );
}
