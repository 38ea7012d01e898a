// Logout with things not posted (issue 10): post them now, or delete them by typing each round's name.
// issue 34: meteo drafts, photos and queued uploads are listed too; dates are written in the page's language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { formatDateTime } from '../../shared/format/date';
import type { UnsentItem } from '../../shared/contract';
import { DialogForm } from '../components/DialogForm';
import { uiLocale } from '../i18n/ui-locale';
import { keepCopiesAndStay } from '../state/logout-purge';
import { store } from '../state/store';

export function UnsentCopiesDialog({ onDeleteConfirmed }: { onDeleteConfirmed: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const { unsentAtLogout } = useSnapshot(store);
  const [typed, setTyped] = useState<Record<string, string>>({});
  if (!unsentAtLogout) return null;
  const names = [...new Set(unsentAtLogout.filter((item) => item.kind === 'copy').map((copy) => copy.name))];
  const confirmed = names.every((name) => typed[name]?.trim() === name);
  return (
    <DialogForm
      label={t('auth.unsentTitle')}
      onSubmit={() => confirmed && onDeleteConfirmed(unsentAtLogout.map((item) => item.id))}
      onCancel={keepCopiesAndStay}
    >
        <h2>{t('auth.unsentTitle')}</h2>
        <p>{t('auth.unsentMessage', { count: unsentAtLogout.length })}</p>
        <ul>
          {unsentAtLogout.map((item) => (
            <UnsentLine key={item.id} item={item} />
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

function UnsentLine({ item }: { item: UnsentItem }) {
  const { t, i18n } = useTranslation();
  const saved = formatDateTime(item.savedTime, uiLocale(i18n.language));
  if (item.kind === 'meteoDraft') {
    return (
      <li>
        {t('auth.unsentMeteoDraft')}: {item.name} {item.detail} ({saved})
      </li>
    );
  }
  return (
    <li>
      {item.name} ({saved}){' '}
      {(item.photos > 0 || item.uploads > 0) && <small>{t('auth.unsentCounts', { photos: item.photos, uploads: item.uploads })} </small>}
      <Link href={`/mobile/${encodeURIComponent(item.id)}/overview`} onClick={keepCopiesAndStay}>
        {t('auth.postNow')}
      </Link>
    </li>
  );
}
