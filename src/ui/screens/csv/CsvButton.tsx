import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { store } from '../../state/store';

/** spec entry.md §2 group selection: per group a CSV import button, online only, by setting showCsvImport. */
export function CsvButton({ mrName }: { mrName: string }) {
  const { t } = useTranslation();
  const { settings, online } = useSnapshot(store);
  if (!settings?.showCsvImport || !online || settings.mode === 2) return null;
  return (
    <Link href={`/csv/${encodeURIComponent(mrName)}`} className="btn">
      {t('csv.button')}
    </Link>
  );
}
