// Issue 32 "one stored round per post": how often the page's round posts were answered, and the rounds the server
// lists (the spec dialect's plain list or our envelope), so a journey checks both in either dialect.
import type { Page } from '@playwright/test';

export interface ListedRound {
  instanceId: string;
  mrName: string;
}

/** The statuses of the answers to the page's round posts (POST /measure-round/{mrId}), as they arrive. */
export function answeredRoundPosts(page: Page): number[] {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && /\/hwe-api\/v2\/measure-round\/\d+$/.test(new URL(response.url()).pathname)) statuses.push(response.status());
  });
  return statuses;
}

/** The completed rounds the server lists now. */
export async function storedRounds(serverUrl: string): Promise<ListedRound[]> {
  const list = (await (await fetch(`${serverUrl}/hwe-api/v2/completed-measure-round`, { headers: { Accept: 'application/json' } })).json()) as
    | ListedRound[]
    | { rounds: ListedRound[] };
  return Array.isArray(list) ? list : list.rounds;
}
