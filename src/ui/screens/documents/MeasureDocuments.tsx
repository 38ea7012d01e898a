import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { uiLocale } from '../../i18n/ui-locale';
import { useDocumentLinks } from './use-document-links';
import { useDocuments } from './use-documents';
import './documents.css';

/** spec archive.md §2 measureDocuments (/documents): file name, last change and a link to open each document. */
export default function MeasureDocuments() {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { status, documents } = useDocuments();
  const links = useDocumentLinks(documents);

  return (
    <section className="documents">
      <h1>{t('documents.title')}</h1>
      {status === 'loading' && <p>{t('documents.loading')}</p>}
      {status === 'loaded' && documents.length === 0 && <p className="hint">{t('documents.empty')}</p>}
      {documents.length > 0 && (
        <div className="documents-scroll">
          <table className="documents-table">
            <thead>
              <tr>
                <th scope="col">{t('documents.filename')}</th>
                <th scope="col">{t('documents.lastModified')}</th>
                <th scope="col">{t('documents.open')}</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((md) => {
                const link = links.get(md.mdId);
                return (
                  <tr key={md.mdId}>
                    <td>{md.mdFilename}</td>
                    <td>{formatDateTime(md.mdLastModified, locale)}</td>
                    <td>
                      {link && (
                        <a
                          className="btn"
                          href={link.href}
                          aria-label={`${t('documents.open')}: ${md.mdFilename}`}
                          {...(link.download ? { download: md.mdFilename } : { target: '_blank', rel: 'noopener noreferrer' })}
                        >
                          {t('documents.open')}
                        </a>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
