import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** spec entry.md §2 group selection: per group a CSV import button (when: see groupButtons). */
export function CsvButton({ mrName }: { mrName: string }) {
  const { t } = useTranslation();
  return (
    <Link href={`/csv/${encodeURIComponent(mrName)}`} className="btn">
      {t('csv.button')}
    </Link>
  );
}
