import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewUserError } from '../../../shared/rules/permissions';
import { createUser } from '../../state/permissions/permissions-actions';

/** spec archive.md §2, §5: creates a user name that is not yet in the list; a duplicate is refused with a message. */
export function NewUserForm() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [refused, setRefused] = useState<{ error: NewUserError; name: string }>();
  return (
    <form
      className="new-user"
      onSubmit={async (event) => {
        event.preventDefault();
        const error = await createUser(name);
        setRefused(error && { error, name: name.trim() });
        if (!error) setName('');
      }}
    >
      <label className="field">
        {t('permissions.newUser')}
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="submit" className="btn">
        {t('permissions.createUser')}
      </button>
      {refused && (
        <p className="field-error" role="alert">
          {refused.error === 'exists' ? t('permissions.userExists', { name: refused.name }) : t('permissions.userEmpty')}
        </p>
      )}
    </form>
  );
}
