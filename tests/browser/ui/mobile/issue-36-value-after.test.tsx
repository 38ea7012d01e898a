// issue 36 item 22 (spec entry.md §5 posting rule: an entry with valueAfter yields a second entry 1 minute later
// carrying valueAfter and empty remarks): the phone's number inputs take the second reading once a value is typed.
import i18next from 'i18next';
import { afterEach, beforeAll, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { buildRoundPost } from '../../../../src/shared/rules/posting';
import { unmountScreens } from '../mount';
import { openStation, seriesField, startApp, storedRound } from './mount-app';

beforeAll(startApp);
afterEach(async () => {
  unmountScreens();
  await i18next.changeLanguage('de');
});

test('issue 36 item 22: a second reading one minute later is typed on the phone and posted as its own entry 60 s later', async () => {
  const { instanceId, tsId, stored } = await openStation('201301');
  await expect.element(page.getByRole('button', { name: 'Zweiten Wert erfassen (1 Minute später)' })).not.toBeInTheDocument();
  await userEvent.fill(seriesField(tsId('W')), '101');
  await userEvent.click(page.getByRole('button', { name: 'Zweiten Wert erfassen (1 Minute später)' }).first());
  await userEvent.fill(page.getByLabelText('Wert 1 Minute später'), '98,5');
  await expect.poll(async () => (await stored('W')).valueAfter).toBe(98.5);

  const round = (await storedRound(instanceId)).round;
  const post = buildRoundPost(round);
  if (!post.ok) throw new Error(post.message);
  const water = post.body.entries.filter((entry) => entry.tsId === tsId('W'));
  expect(water.map((entry) => entry.value)).toEqual([101, 98.5]);
  expect(new Date(water[1].dt!).getTime() - new Date(water[0].dt!).getTime()).toBe(60_000);
});

test('issue 36 item 22: the second reading in English', async () => {
  await i18next.changeLanguage('en');
  const { tsId } = await openStation('201301');
  await userEvent.fill(seriesField(tsId('W')), '101');
  await userEvent.click(page.getByRole('button', { name: 'Add a second reading (1 minute later)' }).first());
  await expect.element(page.getByLabelText('Reading 1 minute later')).toBeVisible();
});
