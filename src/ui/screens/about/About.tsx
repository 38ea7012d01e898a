import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { CLIENT_VERSION } from '../../../shared/api';
import { store } from '../../state/store';
import { browserName, isStandalone } from '../../worker-client';
import { BugReport } from './BugReport';
import { LICENCES } from './licences';
import './about.css';

/** the user manual; outside the app, so it needs internet */
export const HELP_URL = 'https://hydro.example.org/handeingabe/hilfe';

/** spec archive.md §2 About page (route /about, appAbout; /help redirects here). */
export default function About() {
  const { t } = useTranslation();
  const { serverInfo } = useSnapshot(store);
  const serverVersion = serverInfo ? (serverInfo.revision ? `${serverInfo.version} (${serverInfo.revision})` : serverInfo.version) : t('about.unknown');
  const userAgent = navigator.userAgent;

  return (
    <section className="about">
      <h1>{t('about.title')}</h1>
      <p>{serverInfo?.copyright ?? `© ${t('app.title')}`}</p>
      <ul className="about-links">
        <li><Link href="/privacyPolicy">{t('about.privacy')}</Link></li>
        <li><Link href="/imprint">{t('about.imprint')}</Link></li>
        <li><Link href="/changelog">{t('about.changelog')}</Link></li>
        <li>
          <a href={HELP_URL} target="_blank" rel="noreferrer">{t('about.help')}</a> <span className="hint">({t('about.needsInternet')})</span>
        </li>
      </ul>

      <h2>{t('about.versions')}</h2>
      <dl className="about-versions">
        <dt>{t('about.clientVersion')}</dt>
        <dd>{CLIENT_VERSION}</dd>
        <dt>{t('about.serverVersion')}</dt>
        <dd>{serverVersion}</dd>
        <dt>{t('about.userAgent')}</dt>
        <dd>{userAgent}</dd>
      </dl>

      <h2>{t('about.pwaTitle')}</h2>
      <p>{isStandalone() ? t('about.pwaInstalled') : t('about.pwa')}</p>

      <h2>{t('about.licences')}</h2>
      <p>{t('about.licencesIntro')}</p>
      <ul className="about-licences">
        {LICENCES.map((entry) => (
          <li key={entry.name}>
            <a href={entry.url} target="_blank" rel="noreferrer">{entry.name}</a> – {entry.licence}
          </li>
        ))}
      </ul>

      <BugReport clientVersion={CLIENT_VERSION} serverVersion={serverVersion} browser={browserName(userAgent)} userAgent={userAgent} />
    </section>
  );
}
