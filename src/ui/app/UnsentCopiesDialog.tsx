// Logout with copies not posted (issue 10): post them now, or delete them by typing each round's name.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { DialogForm } from '../components/DialogForm';
import { keepCopiesAndStay } from '../state/logout-purge';
import { store } from '../state/store';

export function UnsentCopiesDialog({ onDeleteConfirmed }: { onDeleteConfirmed: (instanceIds: string[]) => void }) {
  const { t } = useTranslation();
  const { unsentAtLogout } = useSnapshot(store);
  const [typed, setTyped] = useState<Record<string, string>>({});
  if (!unsentAtLogout) return null;
  const names = [...new Set(unsentAtLogout.map((copy) => copy.mrName))];
  const confirmed = names.every((name) => typed[name]?.trim() === name);
  return (
    <DialogForm
      label={t('auth.unsentTitle')}
      onSubmit={() => confirmed && onDeleteConfirmed(unsentAtLogout.map((copy) => copy.instanceId))}
      onCancel={keepCopiesAndStay}
    >
        <h2>{t('auth.unsentTitle')}</h2>
        <p>{t('auth.unsentMessage', { count: unsentAtLogout.length })}</p>
        <ul>
          {unsentAtLogout.map((copy) => (
            <li key={copy.instanceId}>
              {copy.mrName} ({new Date(copy.creationTime).toLocaleString()}){' '}
              <Link href={`/mobile/${encodeURIComponent(copy.instanceId)}/overview`} onClick={keepCopiesAndStay}>
                {t('auth.postNow')}
              </Link>
            </li>
          ))}
        </ul>
        {names.map((name) => (
          <label key={name} className="field">
            <span>{t('auth.typeNameToDelete', { name })}</span>
            <input value={typed[name] ?? ''} onChange={(event) => setTyped({ ...typed, [name]: event.target.value })} />
          </label>
        ))}
        <div className="button-row">
          <button type="submit" className="btn btn-danger" disabled={!confirmed}>
            {t('auth.deleteAndLogout')}
          </button>
          <button type="button" className="btn" onClick={keepCopiesAndStay}>
            {t('mobile.cancel')}
          </button>
        </div>
    </DialogForm>
  );
}
