// issue 13: the start is over (and the service worker, whose install downloads the whole app, registers) on a mobile
// round's route only once the round screen has shown the round: Lighthouse's LCP of /mobile/{id} waited for the
// service worker's code requested after the app's first render, before the round was there.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { afterPaint } from '../../../../src/ui/components/frame-slots';
import { markStartContentShown } from '../../../../src/ui/state/start-content-shown';
import { store } from '../../../../src/ui/state/store';
import { start } from '../../../../src/ui/start';

const renderApp = vi.fn(async () => undefined);

vi.mock('../../../../src/ui/render-app', () => ({ loadUi: async () => renderApp }));
// no worker, no server: only the start's own order is under test
vi.mock('../../../../src/ui/worker-client', async (importOriginal) => ({ ...(await importOriginal<object>()), startWorker: async () => undefined }));
vi.mock('../../../../src/ui/state/actions', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  loadSettingsAndInfo: async () => undefined,
  askGroupsAtStart: async () => undefined,
}));

const testPage = window.location.href;
beforeEach(() => {
  store.started = undefined;
  history.replaceState(null, '', '/mobile/4b1c4c3e-0000-4000-8000-000000000001/list');
});
afterEach(() => history.replaceState(null, '', testPage));

describe('issue 13: a start on a mobile round is over once the round screen has shown', () => {
  test('after the first render the start waits for the round screen, then it is over', async () => {
    const over = start();
    await vi.waitFor(() => expect(renderApp).toHaveBeenCalled());
    await afterPaint();
    expect(store.started).toBeFalsy();
    markStartContentShown();
    await over;
    expect(store.started).toBe(true);
  });
});
