import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  clientVersion: string;
  serverVersion: string;
  browser: string;
  userAgent: string;
}

/** spec archive.md §2 About page: a prefilled bug-report template to copy into a message. */
export function BugReport({ clientVersion, serverVersion, browser, userAgent }: Props) {
  const { t } = useTranslation();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const template = t('about.bugTemplate', { product: t('app.title'), url: window.location.origin, clientVersion, serverVersion, browser, userAgent });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(template);
      setCopyState('copied');
    } catch (error) {
      console.warn('copying the bug report failed', error);
      setCopyState('failed');
    }
  };

  return (
    <section>
      <h2>{t('about.bugReport')}</h2>
      <p>{t('about.bugReportIntro')}</p>
      <textarea className="bug-report" readOnly rows={10} value={template} aria-label={t('about.bugReport')} />
      <p>
        <button type="button" className="btn" onClick={() => void copy()}>
          {t('about.copy')}
        </button>
      </p>
      {copyState === 'copied' && <p role="status">{t('about.copied')}</p>}
      {copyState === 'failed' && <p className="alert alert-warning">{t('about.copyFailed')}</p>}
    </section>
  );
}
