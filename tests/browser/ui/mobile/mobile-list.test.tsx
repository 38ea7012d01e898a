import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { mobileStore } from '../../../../src/ui/state/mobile/mobile-store';
import { mountAt, newDemoRound, startApp, type Mounted } from './mount-app';

let mounted: Mounted | undefined;
beforeAll(startApp);
afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  mobileStore.list = { filter: '', showOptional: true, hideVisited: false, compact: false };
});

describe('spec entry.md §2 Mobile screens: base route and list', () => {
  test('the base route of a round with several stations redirects to the list with a progress bar of completed stations', async () => {
    const view = await newDemoRound();
    mounted = mountAt(`/mobile/${view.round.instanceId}`);
    await expect.element(page.getByRole('progressbar')).toHaveAccessibleName('0 von 12 Stationen erfasst (0 %)');
    expect(mounted.path()).toBe(`/mobile/${view.round.instanceId}/list`);
    // 14 stations in the demo round, two of them optional
    expect(page.getByRole('listitem').elements()).toHaveLength(14);
  });
});
