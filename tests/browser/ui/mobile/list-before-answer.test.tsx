// issue 13 (Lighthouse's LCP on a mobile round): the list paints the round's stations with the round's view; the
// worker's filtered and sorted list (listStations) is asked only for options that leave stations out or sort them.
// Here the worker's list is held unanswered, so what shows comes from the view alone.
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type * as WorkerClient from '../../../../src/ui/worker-client';
import { mobileStore } from '../../../../src/ui/state/mobile/mobile-store';
import { mountAt, newDemoRound, startApp } from './mount-app';
import { unmountScreens } from '../mount';

const listStations = vi.fn<(...args: unknown[]) => Promise<unknown>>();

vi.mock('../../../../src/ui/worker-client', async (importOriginal) => {
  const original = await importOriginal<typeof WorkerClient>();
  return {
    ...original,
    workerApi: () => new Proxy(original.workerApi(), { get: (api, key) => (key === 'listStations' ? listStations : Reflect.get(api, key)) }),
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
    listStations.mockReturnValue(new Promise(() => undefined));
    const view = await newDemoRound();
    mountAt(`/mobile/${view.round.instanceId}/list`);
    await expect.poll(() => titles()).toHaveLength(14);
    expect(titles()[0]).toBe('Inn: Innsbruck Universität (201301)');
    expect(listStations).not.toHaveBeenCalled();
  });

  test('a filter asks the worker; until it answers the list keeps every station, then shows the answer', async () => {
    let answer: (listed: unknown) => void = () => undefined;
    listStations.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const view = await newDemoRound();
    mountAt(`/mobile/${view.round.instanceId}/list`);
    await expect.poll(() => titles()).toHaveLength(14);
    await userEvent.fill(page.getByRole('searchbox', { name: 'Filter' }), '201305');
    await expect.poll(() => listStations.mock.calls.length).toBeGreaterThan(0);
    expect(titles()).toHaveLength(14);
    answer([{ staNumber: '201305', visit: 0 }]);
    await expect.poll(titles).toEqual(['Sill: Wilten Sillpark (201305)']);
  });

  test('a list opened with options that leave stations out shows none of them before the worker answers', async () => {
    listStations.mockReturnValue(new Promise(() => undefined));
    mobileStore.list = { filter: '', showOptional: true, hideVisited: true, compact: false };
    const view = await newDemoRound();
    mountAt(`/mobile/${view.round.instanceId}/list`);
    await expect.poll(() => listStations.mock.calls.length).toBeGreaterThan(0);
    await expect.element(page.getByRole('progressbar')).toBeVisible();
    expect(titles()).toEqual([]);
  });
});
