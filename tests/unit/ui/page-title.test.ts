import { asMrId } from '../../../src/shared/contract/ids';
import { describe, expect, test } from 'vitest';
import { pageTitlePart } from '../../../src/ui/app/page-title';

const GROUPS = [
  { mrId: asMrId(101), mrName: 'Demo Pegelrunde Innsbruck', mrGroup: 'Pegel' },
  { mrId: asMrId('meteo-7'), mrName: 'Wetterstation Patscherkofel', mrGroup: 'Meteo' },
];

/** a path as wouter's useLocation gives it: the browser's encoded path decoded with decodeURI */
const wouterPath = (encoded: string) => decodeURI(encoded);

describe('spec archive.md §2 page title: route title or group', () => {
  test('input, CSV and analysis routes are titled by their group, found by mrId or name', () => {
    expect(pageTitlePart('/stations/101/2025-03-01', GROUPS)).toEqual({ group: 'Demo Pegelrunde Innsbruck' });
    expect(pageTitlePart('/hydro/101', GROUPS)).toEqual({ group: 'Demo Pegelrunde Innsbruck' });
    expect(pageTitlePart('/meteo/meteo-7/2025-03', GROUPS)).toEqual({ group: 'Wetterstation Patscherkofel' });
    expect(pageTitlePart(wouterPath('/csv/Demo%20Pegelrunde%20Innsbruck'), GROUPS)).toEqual({ group: 'Demo Pegelrunde Innsbruck' });
    expect(pageTitlePart(wouterPath('/analysis/remarks/Wetterstation%20Patscherkofel'), GROUPS)).toEqual({ group: 'Wetterstation Patscherkofel' });
  });

  test('issue 36 item 18: before the group list is loaded, the online table is titled by the open round of its group', () => {
    const open = { instanceId: 'copy-1', mrName: 'Demo Pegelrunde Innsbruck', mrId: 101 };
    expect(pageTitlePart('/stations/101/2025-03-01', [], open)).toEqual({ group: 'Demo Pegelrunde Innsbruck' });
    expect(pageTitlePart('/stations/102/2025-03-01', [], open)).toEqual({ group: '102' });
  });

  test('issue 15: the routes of the offline round open on the mobile screens are titled by the round name', () => {
    const open = { instanceId: 'abc', mrName: 'Demo Pegelrunde Innsbruck' };
    expect(pageTitlePart('/mobile/abc/list', GROUPS, open)).toEqual({ group: 'Demo Pegelrunde Innsbruck' });
    expect(pageTitlePart('/mobile/abc/input/201301/1', GROUPS, open)).toEqual({ group: 'Demo Pegelrunde Innsbruck' });
    expect(pageTitlePart('/mobile/other/list', GROUPS, open)).toEqual({ key: 'pageTitle.mobile' });
    expect(pageTitlePart('/about', GROUPS, open)).toEqual({ key: 'about.title' });
  });

  test('a group not in the list is titled by the path segment itself', () => {
    expect(pageTitlePart(wouterPath('/analysis/charts/Unbekannte%20Runde'), GROUPS)).toEqual({ group: 'Unbekannte Runde' });
  });

  test('a name with reserved characters and a literal percent sign is decoded exactly once', () => {
    const name = 'Tour 2,5 / A&B 50%';
    expect(pageTitlePart(wouterPath(`/analysis/table/${encodeURIComponent(name)}`), GROUPS)).toEqual({ group: name });
  });

  test('other routes by their title key; the report before the archive; unknown routes without one', () => {
    expect(pageTitlePart('/', GROUPS)).toEqual({ key: 'groups.title' });
    expect(pageTitlePart('/archive', GROUPS)).toEqual({ key: 'archive.title' });
    expect(pageTitlePart('/archive/abc-123', GROUPS)).toEqual({ key: 'archive.title' });
    expect(pageTitlePart('/archive/report/1,2', GROUPS)).toEqual({ key: 'archive.report' });
    expect(pageTitlePart('/mobile/abc/list', GROUPS)).toEqual({ key: 'pageTitle.mobile' });
    expect(pageTitlePart('/about', GROUPS)).toEqual({ key: 'about.title' });
    expect(pageTitlePart('/privacyPolicy', GROUPS)).toEqual({ key: 'privacy.title' });
    expect(pageTitlePart('/permissions', GROUPS)).toEqual({ key: 'permissions.title' });
    expect(pageTitlePart('/aboutus', GROUPS)).toBeUndefined();
    expect(pageTitlePart('/no/such/page', GROUPS)).toBeUndefined();
  });
});
