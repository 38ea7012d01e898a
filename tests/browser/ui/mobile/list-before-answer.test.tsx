// issue 13 (Lighthouse's LCP on a mobile round): the list paints the round's stations with the round's view; the
// worker's filtered and sorted list (topic 'stations', issue 37) is followed only for options that leave stations out
// or sort them. Here the worker's list is held unpushed, so what shows comes from the view alone.
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Topic } from '../../../../src/shared/contract';
import type * as WorkerClient from '../../../../src/ui/worker-client';
import { mobileStore } from '../../../../src/ui/state/mobile/mobile-store';
import { mountAt, newDemoRound, startApp } from './mount-app';
import { unmountScreens } from '../mount';

/** each subscription to the topic 'stations', with the callback the test pushes its list to */
const listStations = vi.fn<(onView: (listed: unknown) => void) => void>();

vi.mock('../../../../src/ui/worker-client', async (importOriginal) => {
  const original = await importOriginal<typeof WorkerClient>();
  const subscribe = (topic: Topic, onView: (view: unknown) => void, id?: string) => {
    if (topic.kind !== 'stations') return original.workerApi().subscribe(topic, onView, id);
    listStations(onView);
    return Promise.resolve(id);
  };
  return {
    ...original,
    workerApi: () => new Proxy(original.workerApi(), { get: (api, key) => (key === 'subscribe' ? subscribe : Reflect.get(api, key)) }),
  };
});

beforeAll(startApp);
afterEach(() => {
  unmountScreens();
  mobileStore.list = { filter: '', showOptional: true, hideVisited: false, compact: false };
  listStations.mockReset();
});

const titles = () => [...document.querySelectorAll('.station-title')].map((element) => element.textContent);

describe('issue 13: the mobile list paints with the round, not after a second call to the worker', () => {
  test('without a filter every station of the round is listed while the worker has not answered a list', async () => {
    const view = await newDemoRound();
    mountAt(`/mobile/${view.round.instanceId}/list`);
    await expect.poll(() => titles()).toHaveLength(14);
    expect(titles()[0]).toBe('Inn: Innsbruck Universität (201301)');
    expect(listStations).not.toHaveBeenCalled();
  });

  test('a filter asks the worker; until it pushes the list keeps every station, then shows the push', async () => {
    const view = await newDemoRound();
    mountAt(`/mobile/${view.round.instanceId}/list`);
    await expect.poll(() => titles()).toHaveLength(14);
    await userEvent.fill(page.getByRole('searchbox', { name: 'Filter' }), '201305');
    await expect.poll(() => listStations.mock.calls.length).toBeGreaterThan(0);
    expect(titles()).toHaveLength(14);
    listStations.mock.calls.at(-1)![0]([{ staNumber: '201305', visit: 0 }]);
    await expect.poll(titles).toEqual(['Sill: Wilten Sillpark (201305)']);
  });

  test('a list opened with options that leave stations out shows none of them before the worker answers', async () => {
    mobileStore.list = { filter: '', showOptional: true, hideVisited: true, compact: false };
    const view = await newDemoRound();
    mountAt(`/mobile/${view.round.instanceId}/list`);
    await expect.poll(() => listStations.mock.calls.length).toBeGreaterThan(0);
    await expect.element(page.getByRole('progressbar')).toBeVisible();
    expect(titles()).toEqual([]);
  });
});
