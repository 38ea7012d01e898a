import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('app.notFound')}</h1>
      <p>
        <Link href="/">{t('app.home')}</Link>
      </p>
    </>
  );
}
