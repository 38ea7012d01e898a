import { Camera, Info, ListChecks, Map as MapIcon, ScanBarcode, SquarePen, Table2, type LucideIcon } from 'lucide-react';
import { memo, useMemo } from 'react';
import { useT } from '../../i18n/use-t';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { useShortcuts } from '../../app/shortcuts-hook';
import { useMobileStoreKey } from '../../state/mobile/use-mobile-store-key';
import { store } from '../../state/store';
import { inputPath } from './stations';

interface Tab {
  path: string;
  label: 'mobile.list' | 'mobile.input' | 'mobile.metadata' | 'mobile.photo' | 'mobile.barcode' | 'mobile.map' | 'mobile.overview';
  icon: LucideIcon;
  shown: boolean;
}

/** a station's view: input, metadata or photo of the station that follows */
const STATION_ROUTE = /^\/(?:input|metadata|photo)(\/.+)$/;

/**
 * The views of a round, as tabs and as shortcuts; the station views lead to the station shown, or elsewhere to the
 * station last opened (only the tabs follow it, not the whole round screen: issue 13). A station switch renders them
 * once, for the route: the station stored after it is read only away from the station views. On phones a bar at the
 * bottom (issue 15).
 */
export function MobileTabs() {
  const { t } = useT();
  const { settings } = useSnapshot(store);
  const [location, navigate] = useLocation();
  const routeStation = STATION_ROUTE.exec(location)?.[1];
  const stored = useMobileStoreKey('station', (station) => (routeStation || !station ? undefined : inputPath(station)));
  const stationPath = routeStation ? `/input${routeStation}` : (stored ?? '/input');
  const sequences = useMemo(
    () => ({
      'g s': () => navigate('/list'),
      'g e': () => navigate(stationPath),
      'g i': () => navigate(stationPath.replace('/input', '/metadata')),
      'g u': () => navigate('/overview'),
    }),
    [navigate, stationPath],
  );
  useShortcuts(sequences);
  const tabs: Tab[] = [
    { path: '/list', label: 'mobile.list', icon: ListChecks, shown: true },
    { path: stationPath, label: 'mobile.input', icon: SquarePen, shown: true },
    { path: stationPath.replace('/input', '/metadata'), label: 'mobile.metadata', icon: Info, shown: true },
    { path: stationPath.replace('/input', '/photo'), label: 'mobile.photo', icon: Camera, shown: settings?.showMobilePhoto ?? true },
    { path: '/barcode', label: 'mobile.barcode', icon: ScanBarcode, shown: settings?.showMobileBarcode ?? true },
    { path: '/map', label: 'mobile.map', icon: MapIcon, shown: settings?.showMobileMap ?? false },
    { path: '/overview', label: 'mobile.overview', icon: Table2, shown: true },
  ];
  return (
    <nav className="mobile-tabs" aria-label={t('mobile.views')}>
      {tabs
        .filter((tab) => tab.shown)
        .map((tab) => (
          <TabLink key={tab.label} path={tab.path} label={t(tab.label)} icon={tab.icon} active={isActive(tab.path, location)} />
        ))}
    </nav>
  );
}

/** renders again only when its own path, label or state changes (a station switch changes three tabs, issue 13) */
const TabLink = memo(function TabLink({ path, label, icon: Glyph, active }: { path: string; label: string; icon: LucideIcon; active: boolean }) {
  return (
    <Link href={path} className={`btn tab${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined}>
      <Glyph className="tab-icon" aria-hidden="true" focusable="false" />
      <span className="tab-label">{label}</span>
    </Link>
  );
});

/** the tab of the view shown: its first path segment leads the location (/input/… for every station) */
function isActive(path: string, location: string): boolean {
  const prefix = path.split('/').slice(0, 2).join('/');
  return location === prefix || location.startsWith(`${prefix}/`);
}
