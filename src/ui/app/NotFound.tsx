import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <p>
      {t('app.notFound')} <Link href="/">{t('app.home')}</Link>
    </p>
  );
}
