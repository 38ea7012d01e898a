import './print-protocol.css';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { formatDateTime } from '../../../shared/format/date';
import { uiLocale } from '../../i18n/ui-locale';
import { store } from '../../state/store';

export interface ProtocolContent {
  /** the round (or meteo list) name */
  title: string;
  /** what the protocol covers, e.g. the month or the team */
  details: string[];
  protocolNumber: string;
  columns: string[];
  rows: string[][];
  /** remark lines (station or series remarks, the round remark) */
  remarks: string[];
}

/**
 * spec entry.md §9 printoutHeader, printoutProtocolNumber, printoutSignatureFooter: the printed protocol of a round or
 * a meteo month. It is hidden on screen; in print it is the only thing on the page (the browser's print of the screen
 * shows this view). Header, protocol number and signature footer each follow their flag; table and remarks always print.
 */
export function PrintProtocol({ content }: { content: ProtocolContent }) {
  const { t, i18n } = useTranslation();
  const { settings } = useSnapshot(store);
  if (!settings) return null;
  return createPortal(
    <div className="print-protocol">
      {settings.printoutHeader && (
        <header className="protocol-header">
          <p className="protocol-operator">{settings.heading ?? t('app.defaultTitle')}</p>
          <h1>{t('print.title', { name: content.title })}</h1>
          {content.details.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>{t('print.printedAt', { dt: formatDateTime(new Date(), uiLocale(i18n.language)) })}</p>
        </header>
      )}
      {settings.printoutProtocolNumber && <p className="protocol-number">{t('print.protocolNumber', { number: content.protocolNumber })}</p>}
      <table className="protocol-table">
        <thead>
          <tr>
            {content.columns.map((column) => (
              <th key={column}>{column}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {content.rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {content.remarks.length > 0 && (
        <section className="protocol-remarks">
          <h2>{t('print.remarks')}</h2>
          <ul>
            {content.remarks.map((remark, index) => (
              <li key={index}>{remark}</li>
            ))}
          </ul>
        </section>
      )}
      {settings.printoutSignatureFooter && (
        <footer className="protocol-signatures">
          <p>{t('print.signatureObserver')}</p>
          <p>{t('print.signatureResponsible')}</p>
        </footer>
      )}
    </div>,
    document.body,
  );
}
