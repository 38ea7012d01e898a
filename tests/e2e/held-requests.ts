import type { Page, Route } from '@playwright/test';

/** Holds the answers of the requests matching `pattern` until `release` is called. */
export async function holdRequests(page: Page, pattern: RegExp | ((url: URL) => boolean)) {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : held.push(route)));
  return {
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}
