import { useTranslation } from 'react-i18next';
import { TextSection } from './TextSection';
import './static-pages.css';

/** spec archive.md §2 imprint (route /imprint): a static text. */
export default function Imprint() {
  const { t } = useTranslation();
  return (
    <article className="static-page">
      <h1>{t('imprint.title')}</h1>
      <TextSection title={t('imprint.operatorTitle')} text={t('imprint.operator')} />
      <TextSection title={t('imprint.purposeTitle')} text={t('imprint.purpose')} />
      <TextSection title={t('imprint.liabilityTitle')} text={t('imprint.liability')} />
    </article>
  );
}
