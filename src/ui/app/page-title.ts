// spec archive.md §2 Navigation bar: the page title is built from the route title or group, plus the product title.
import type { GroupSummary } from '../../shared/schema/group';
import { decodeRouteSegment } from './route-params';

const ROUTE_TITLES = [
  ['/archive/report/', 'archive.report'],
  ['/archive', 'archive.title'],
  ['/mobile/', 'pageTitle.mobile'],
  ['/timeseriesChart/', 'pageTitle.chart'],
  ['/loadTimeseriesValues', 'preload.title'],
  ['/documents', 'documents.title'],
  ['/permissions', 'permissions.title'],
  ['/config', 'config.title'],
  ['/about', 'about.title'],
  ['/changelog', 'changelog.title'],
  ['/imprint', 'imprint.title'],
  ['/privacyPolicy', 'privacy.title'],
] as const;

type RouteTitleKey = (typeof ROUTE_TITLES)[number][1] | 'groups.title';

/** routes whose title is their group: the group in the path is its mrId or its name */
const GROUP_ROUTE = /^\/(?:stations|hydro|meteo|csv|analysis\/(?:charts|remarks|table))\/([^/]+)/;

/** the offline round open on the mobile screens: its name titles its routes (issue 15) */
interface OpenRound {
  instanceId: string;
  mrName: string;
  /** also names the online screens of its group before the group list is loaded (issue 36 item 18) */
  mrId?: string | number;
}

/** the group's name, a route title's i18n key, or nothing for an unknown route (then the product title alone) */
export function pageTitlePart(
  path: string,
  groups: readonly GroupSummary[],
  openRound?: OpenRound,
): { group: string } | { key: RouteTitleKey } | undefined {
  if (openRound && path.startsWith(`/mobile/${encodeURIComponent(openRound.instanceId)}`)) return { group: openRound.mrName };
  const groupParam = GROUP_ROUTE.exec(path)?.[1];
  if (groupParam) {
    const name = decodeRouteSegment(groupParam);
    const group = groups.find((candidate) => String(candidate.mrId) === name || candidate.mrName === name);
    const open = openRound?.mrId !== undefined && String(openRound.mrId) === name ? openRound.mrName : undefined;
    return { group: group?.mrName ?? open ?? name };
  }
  if (path === '/') return { key: 'groups.title' };
  const route = ROUTE_TITLES.find(([prefix]) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`));
  return route && { key: route[1] };
}
