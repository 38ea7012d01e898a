// issue 15: while an offline round is open on the input or list view the app holds a screen wake lock, releases it
// when the round is left or the page hidden, takes it again when visible; the config setting turns it off.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { WAKE_LOCK_STORAGE_KEY } from '../../../../src/ui/screens/mobile/use-wake-lock';
import { unmountScreens } from '../mount';
import { mountAt, newDemoRound, startApp, type Mounted } from './mount-app';

/** a test double for navigator.wakeLock in this test page only: counts requests and releases */
const wakeLock = { requested: 0, released: 0, held: () => wakeLock.requested - wakeLock.released };
const double = {
  request: async (type: string) => {
    expect(type).toBe('screen');
    wakeLock.requested += 1;
    let released = false;
    return {
      release: async () => {
        if (!released) wakeLock.released += 1;
        released = true;
      },
    };
  },
};

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

let mounted: Mounted | undefined;
beforeAll(async () => {
  Object.defineProperty(navigator, 'wakeLock', { value: double, configurable: true });
  Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true });
  await startApp();
});
afterAll(() => {
  delete (navigator as { wakeLock?: unknown }).wakeLock;
  delete (document as { visibilityState?: unknown }).visibilityState;
});
afterEach(() => {
  unmountScreens();
  localStorage.removeItem(WAKE_LOCK_STORAGE_KEY);
  wakeLock.requested = 0;
  wakeLock.released = 0;
});

const blur = () => (document.activeElement as HTMLElement | null)?.blur();

describe('issue 15 screen wake lock on the mobile round', () => {
  test('held on list and input, released on the overview and when the round is left', async () => {
    const view = await newDemoRound();
    mounted = mountAt(`/mobile/${view.round.instanceId}/list`);
    await expect.poll(() => wakeLock.held()).toBe(1);

    blur();
    await userEvent.keyboard('ge');
    await expect.poll(() => mounted!.path()).toBe(`/mobile/${view.round.instanceId}/input/201301`);
    await expect.poll(() => wakeLock.held()).toBe(1);

    await userEvent.keyboard('gu');
    await expect.poll(() => mounted!.path()).toBe(`/mobile/${view.round.instanceId}/overview`);
    await expect.poll(() => wakeLock.held()).toBe(0);
    expect(wakeLock.released).toBeGreaterThanOrEqual(1);

    await userEvent.keyboard('gs');
    await expect.poll(() => wakeLock.held()).toBe(1);
    mounted.unmount();
    await expect.poll(() => wakeLock.held()).toBe(0);
  });

  test('released when the page is hidden, requested again when it is visible', async () => {
    const view = await newDemoRound();
    mounted = mountAt(`/mobile/${view.round.instanceId}/list`);
    await expect.poll(() => wakeLock.held()).toBe(1);
    setVisibility('hidden');
    await expect.poll(() => wakeLock.held()).toBe(0);
    setVisibility('visible');
    await expect.poll(() => wakeLock.requested).toBe(2);
    expect(wakeLock.held()).toBe(1);
  });

  test('the config setting "keep the screen on" turned off: no wake lock is requested', async () => {
    localStorage.setItem(WAKE_LOCK_STORAGE_KEY, 'off');
    const view = await newDemoRound();
    mounted = mountAt(`/mobile/${view.round.instanceId}/list`);
    await expect.element(page.getByRole('progressbar')).toBeVisible();
    expect(wakeLock.requested).toBe(0);
  });
});
