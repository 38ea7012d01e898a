import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/**
 * spec entry.md §2 group selection: charts, remarks and table buttons per group (archive.md §2: login needed; online);
 * they are the group's details, so the setting showDetails switches them (when: see groupButtons).
 */
export function AnalysisLinks({ mrName }: { mrName: string }) {
  const { t } = useTranslation();
  const name = encodeURIComponent(mrName);
  return (
    <>
      <Link href={`/analysis/charts/${name}`} className="btn">
        {t('analysis.charts')}
      </Link>
      <Link href={`/analysis/remarks/${name}`} className="btn">
        {t('analysis.remarks')}
      </Link>
      <Link href={`/analysis/table/${name}`} className="btn">
        {t('analysis.table')}
      </Link>
    </>
  );
}
