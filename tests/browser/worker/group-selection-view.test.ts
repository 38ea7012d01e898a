// issue 10: the group selection screen (spec entry.md §2) is a view the real worker answers from the listed groups,
// the user the server names (the demo admin 'demo') and the settings; the screen only renders it.
import { format, subMonths } from 'date-fns';
import { describe, expect, test } from 'vitest';
import { inputPagePath } from '../../../src/ui/app/input-page-path';
import { startWorker, stopWorkersAfterEachTest, uniqueDatabaseName } from './start-worker';

stopWorkersAfterEachTest();

const QUERY = { filter: '', observerFilter: '' };

async function listedWorker(label: string) {
  const { api } = await startWorker({ databaseName: uniqueDatabaseName(label) });
  await api.getServerInfo();
  const { groups } = await api.listGroups();
  return { api, groups };
}

describe('spec entry.md §2 group selection, answered by the worker', () => {
  test('groups by category, categories and groups by name; "Messtouren für demo" starts expanded, the others collapsed', async () => {
    const { api, groups } = await listedWorker('selection-categories');
    const view = await api.groupSelectionView(QUERY);
    const names = view.categories.map((category) => category.name);
    expect(names).toEqual([...new Set(groups.map((group) => group.mrGroup))].sort((a, b) => a.localeCompare(b, 'de')));
    expect(names).toContain('Niederschlagsbeobachter');
    for (const category of view.categories) {
      const inCategory = groups.filter((group) => group.mrGroup === category.name).map((group) => group.mrName);
      expect(category.groups.map(({ group }) => group.mrName)).toEqual(inCategory.sort((a, b) => a.localeCompare(b, 'de')));
      expect(category.initiallyExpanded).toBe(category.name === 'Messtouren für demo');
    }
    expect(view.preloadGroupNames).toEqual([]);
  });

  test('online: each group names its input page (tabular /stations, meteo by month, hydro) for the day on screen; with meviLink a map link', async () => {
    const { api } = await listedWorker('selection-links');
    await api.saveLocalSettings({ meviLink: 'https://map.example.org/?round={mrId}&name={mrName}' });
    const view = await api.groupSelectionView(QUERY);
    const inputPath = ({ group, inputPage }: (typeof view.categories)[number]['groups'][number]) => inputPagePath(inputPage!, group.mrId, '2026-03-15');
    const row = (name: string) => view.categories.flatMap((category) => category.groups).find(({ group }) => group.mrName === name)!;
    const demo = row('Demo Pegelrunde Innsbruck');
    expect(inputPath(demo)).toBe(`/stations/${demo.group.mrId}/2026-03-15`);
    expect(demo.mapUrl).toBe(`https://map.example.org/?round=${demo.group.mrId}&name=Demo%20Pegelrunde%20Innsbruck`);
    const meteo = row('Niederschlag Wipptal');
    expect(inputPath(meteo)).toBe(`/meteo/${meteo.group.mrId}/2026-03`);
    const owf = row('Pegel OWF Zillertal');
    expect(inputPath(owf)).toBe(`/hydro/${owf.group.mrId}`);
  });

  test('offline mode: no links; the filter matches round name or category, case-insensitive; every match starts expanded and is preloaded', async () => {
    const { api } = await listedWorker('selection-offline');
    await api.saveLocalSettings({ mode: 2, meviLink: 'https://map.example.org/{mrId}' });
    const all = await api.groupSelectionView(QUERY);
    expect(all.categories.flatMap((category) => category.groups).every((row) => !row.inputPage && !row.mapUrl)).toBe(true);

    const view = await api.groupSelectionView({ ...QUERY, filter: '  WIPPTAL ' });
    expect(view.categories.map((category) => [category.name, category.groups.map(({ group }) => group.mrName)])).toEqual([
      ['Hydrographie Grundwasser und Quellen', ['Quellen UWQ Stubai und Wipptal']],
      ['Niederschlagsbeobachter', ['Niederschlag Wipptal']],
    ]);
    expect(view.categories.every((category) => category.initiallyExpanded)).toBe(true);
    expect(view.preloadGroupNames).toEqual(['Quellen UWQ Stubai und Wipptal', 'Niederschlag Wipptal']);

    const byCategory = await api.groupSelectionView({ ...QUERY, filter: 'niederschlagsbeob' });
    expect(byCategory.preloadGroupNames).toEqual(['Niederschlag Ötztal und Pitztal', 'Niederschlag Wipptal']);
  });

  test('§9 observer lists: 6 months (current last), 8 demo lists so a filter box (above 5), links for the chosen month; collapsed for the admin', async () => {
    const { api } = await listedWorker('selection-observers');
    const view = await api.groupSelectionView(QUERY);
    const lists = view.observerLists!;
    const now = new Date();
    expect(lists.months).toEqual([5, 4, 3, 2, 1, 0].map((back) => format(subMonths(now, back), 'yyyy-MM')));
    expect(lists.month).toBe(format(now, 'yyyy-MM'));
    expect(lists.initiallyExpanded).toBe(false);
    expect(lists.count).toBe(8);
    expect(lists.filterShown).toBe(true);
    expect(lists.lists.map(({ group, kind }) => [group.mrName, kind])).toEqual([
      ['Grundwasser UWQ Inntal', 'hydroInputUWQ'],
      ['Niederschlag Ötztal und Pitztal', 'meteoInput'],
      ['Niederschlag Wipptal', 'meteoInput'],
      ['Pegel OWF Inn Oberland', 'hydroInputOWF'],
      ['Pegel OWF Sill und Ruetz', 'hydroInputOWF'],
      ['Pegel OWF Zillertal', 'hydroInputOWF'],
      ['Quellen UWQ Stubai und Wipptal', 'hydroInputUWQ'],
      ['Seenmessung OWF Achensee', 'hydroInputOWF'],
    ]);

    const earlier = lists.months[2];
    const filtered = (await api.groupSelectionView({ ...QUERY, observerMonth: earlier, observerFilter: 'wipptal' })).observerLists!;
    expect(filtered.month).toBe(earlier);
    expect(filtered.count).toBe(8);
    expect(filtered.lists.map(({ group, kind }) => [group.mrName, inputPagePath(kind, group.mrId, `${filtered.month}-01`)])).toEqual([
      ['Niederschlag Wipptal', `/meteo/${filtered.lists[0].group.mrId}/${earlier}`],
      ['Quellen UWQ Stubai und Wipptal', `/hydro/${filtered.lists[1].group.mrId}`],
    ]);
    // a month outside the six buttons is not chosen
    expect((await api.groupSelectionView({ ...QUERY, observerMonth: '1999-01' })).observerLists!.month).toBe(lists.month);
  });

  test('§9 with 5 lists or fewer the filter box is not shown and a typed filter filters nothing; no meteo or hydro group: no lists', async () => {
    const { api } = await listedWorker('selection-few-lists');
    await api.saveLocalSettings({ inputKinds: { Niederschlag: 'meteoInput' } });
    const few = (await api.groupSelectionView({ ...QUERY, observerFilter: 'wipptal' })).observerLists!;
    expect(few.filterShown).toBe(false);
    expect(few.lists.map(({ group }) => group.mrName)).toEqual(['Niederschlag Ötztal und Pitztal', 'Niederschlag Wipptal']);
    await api.saveLocalSettings({ inputKinds: { 'kein solcher Name': 'meteoInput' } });
    expect((await api.groupSelectionView(QUERY)).observerLists).toBeUndefined();
  });

  test('after logout the worker knows neither the groups nor the user: nothing to show', async () => {
    const { api } = await listedWorker('selection-logout');
    await api.purgePersonalData([]);
    const view = await api.groupSelectionView(QUERY);
    expect(view.categories).toEqual([]);
    expect(view.observerLists).toBeUndefined();
  });
});
