import { useTranslation } from 'react-i18next';
import { TextSection } from './TextSection';
import './static-pages.css';

/** spec archive.md §2 privacyPolicy (route /privacyPolicy): a static text. */
export default function PrivacyPolicy() {
  const { t } = useTranslation();
  return (
    <article className="static-page">
      <h1>{t('privacy.title')}</h1>
      <TextSection title={t('privacy.deviceTitle')} text={t('privacy.device')} />
      <TextSection title={t('privacy.serverTitle')} text={t('privacy.server')} />
      <TextSection title={t('privacy.loginTitle')} text={t('privacy.login')} />
      <TextSection title={t('privacy.noTrackingTitle')} text={t('privacy.noTracking')} />
    </article>
  );
}
