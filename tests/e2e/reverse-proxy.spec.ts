// issue 32 README "Serving the client in front of an existing backend": the built client served by another server
// that forwards /hwe-api/v2 to a backend answering only the spec's shapes (the reference server in its spec dialect,
// not serving the client itself): the group list and the archive list work through the proxy.
import { expect } from '@playwright/test';
import { startReverseProxy, type ReverseProxy } from '../support/reverse-proxy';
import { serverForThisFile, test } from './server-for-this-file';

const backend = serverForThisFile(() => ({ API_DIALECT: 'spec', STATIC_DIR: '/nonexistent' }));
let proxy: ReverseProxy;
test.beforeAll(async () => {
  proxy = await startReverseProxy('dist', backend().url);
});
test.afterAll(() => proxy.close());

test('the client behind a reverse proxy lists the rounds and the archive of a spec-only backend', async ({ page, request }) => {
  expect((await request.get(backend().url)).status()).toBe(404);
  await page.goto(proxy.url);
  await expect(page.getByRole('button', { name: /^Messtouren für demo/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.group-item').first()).toBeVisible();
  await page.goto(`${proxy.url}/archive`);
  await expect(page.locator('.archive-table tbody tr').first()).toBeVisible();
});
