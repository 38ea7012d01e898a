import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useRoute } from 'wouter';
import { store } from '../../state/store';

interface Tab {
  path: string;
  label: 'mobile.list' | 'mobile.input' | 'mobile.metadata' | 'mobile.photo' | 'mobile.barcode' | 'mobile.map' | 'mobile.overview';
  shown: boolean;
}

/** The views of a round; the station views lead to the station last opened. */
export function MobileTabs({ stationPath }: { stationPath: string }) {
  const { t } = useTranslation();
  const { settings } = useSnapshot(store);
  const tabs: Tab[] = [
    { path: '/list', label: 'mobile.list', shown: true },
    { path: stationPath, label: 'mobile.input', shown: true },
    { path: stationPath.replace('/input', '/metadata'), label: 'mobile.metadata', shown: true },
    { path: stationPath.replace('/input', '/photo'), label: 'mobile.photo', shown: settings?.showMobilePhoto ?? true },
    { path: '/barcode', label: 'mobile.barcode', shown: settings?.showMobileBarcode ?? true },
    { path: '/map', label: 'mobile.map', shown: settings?.showMobileMap ?? false },
    { path: '/overview', label: 'mobile.overview', shown: true },
  ];
  return (
    <nav className="mobile-tabs">
      {tabs
        .filter((tab) => tab.shown)
        .map((tab) => (
          <TabLink key={tab.label} path={tab.path} label={t(tab.label)} />
        ))}
    </nav>
  );
}

function TabLink({ path, label }: { path: string; label: string }) {
  const prefix = path.split('/').slice(0, 2).join('/');
  const [active] = useRoute(`${prefix}/*?`);
  return (
    <Link href={path} className={`btn tab${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined}>
      {label}
    </Link>
  );
}
