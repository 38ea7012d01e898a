import { useTranslation } from 'react-i18next';
import './static-pages.css';

/** the changelog's entries, newest first; their texts are in the i18n section changelog.entries */
const ENTRIES = ['2025-04', '2024-10', '2023-05', '2022-03', '2020-09', '2019-02', '2017-06', '2015-11', '2014-04'] as const;

/** spec archive.md §2 changelog (route /changelog): static, from 2014 to April 2025. */
export default function Changelog() {
  const { t } = useTranslation();
  return (
    <article className="static-page">
      <h1>{t('changelog.title')}</h1>
      <dl className="changelog">
        {ENTRIES.map((id) => (
          <div key={id}>
            <dt>{t(`changelog.entries.${id}.date`)}</dt>
            <dd>{t(`changelog.entries.${id}.text`)}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
