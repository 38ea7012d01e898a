import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { createRoot, type Root } from 'react-dom/client';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Navbar } from '../../../../src/ui/app/Navbar';
import { store } from '../../../../src/ui/state/store';
import { startApp } from './mount-archive';

let root: Root;
let container: HTMLDivElement;
const location = memoryLocation({ path: '/', record: true });

beforeAll(async () => {
  await startApp();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <Router hook={location.hook}>
      <Navbar />
    </Router>,
  );
});
afterAll(() => {
  root.unmount();
  container.remove();
});

const archiveLinks = () => page.getByRole('link', { name: 'Archiv' }).elements();

describe('spec archive.md §2 Navigation bar: archive button only when logged in and archive enabled (showArchive)', () => {
  test('the demo user with showArchive sees the button, which opens /archive', async () => {
    expect(store.serverInfo?.username).toBe('demo');
    expect(store.settings?.showArchive).toBe(true);
    await expect.element(page.getByRole('link', { name: 'Archiv' })).toBeVisible();
    await page.getByRole('link', { name: 'Archiv' }).click();
    expect(location.history.at(-1)).toBe('/archive');
  });

  test('no button with showArchive off, nor without a user name', async () => {
    const { settings, serverInfo } = store;
    store.settings = { ...settings!, showArchive: false };
    await expect.poll(archiveLinks).toHaveLength(0);
    store.settings = settings;
    await expect.poll(archiveLinks).toHaveLength(1);
    store.serverInfo = { ...serverInfo!, username: undefined };
    await expect.poll(archiveLinks).toHaveLength(0);
    store.serverInfo = serverInfo;
  });
});
