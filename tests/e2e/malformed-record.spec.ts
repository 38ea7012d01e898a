// issue 14: a malformed completed round written straight into the database (an entry with only tsId, dt and
// value, as the server once accepted) no longer turns the app white: the archive list, the detail of another
// round and the report still render, with a note of the record that was skipped.
import { expect } from '@playwright/test';
import { openDatabase } from '../../src/server/db/database';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { test } from './server-for-this-file';

const MALFORMED = '00000000-0000-4000-8000-00000000bad1';
const OTHER_ROUND = 'Speicher Längental Messdamm';
let server: ServerProcess | undefined;
let otherInstanceId = '';

test.beforeAll(async () => {
  test.setTimeout(300_000); // two server starts: their own limit (support/server-process.ts) is the guard
  const seeded = await startServerProcess();
  await seeded.stop();
  const db = await openDatabase({ dataDir: seeded.dataDir });
  try {
    const [model] = await db.query<{ mr_id: number; body: { mrName: string; creationTime: string; entries: { tsId: string; dt?: string }[] } }>(
      'SELECT mr_id, body FROM completed_round ORDER BY submission_time DESC LIMIT 1',
    );
    const [other] = await db.query<{ instance_id: string }>("SELECT instance_id FROM completed_round WHERE body->>'mrName' = $1", [OTHER_ROUND]);
    otherInstanceId = other.instance_id;
    const entry = { tsId: model.body.entries[0].tsId, dt: model.body.creationTime, value: 1.5 };
    const body = { instanceId: MALFORMED, creationTime: model.body.creationTime, mrId: model.mr_id, mrName: model.body.mrName, entries: [entry] };
    await db.query('INSERT INTO completed_round (instance_id, mr_id, submission_time, value_count, body) VALUES ($1, $2, now(), 1, $3)', [
      MALFORMED,
      model.mr_id,
      JSON.stringify(body),
    ]);
  } finally {
    await db.close();
  }
  server = await startServerProcess({}, seeded.dataDir);
});
test.afterAll(() => server?.dispose());

test('issue 14: the list, another round’s detail and the report render; the skipped record is noted in German', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && /Content Security Policy|unsafe-eval/.test(message.text()) && errors.push(message.text()));
  await page.goto(server!.url);
  await page.getByRole('link', { name: 'Archiv' }).click();
  await expect(page.getByRole('heading', { name: 'Archiv', level: 1 })).toBeVisible();
  await expect(page.getByText('14 von 14 Messtouren werden gefunden')).toBeVisible();
  const note = page.getByRole('status').filter({ hasText: '1 Datensatz konnte nicht angezeigt werden.' });
  await expect(note).toBeVisible();
  await note.getByText('1 Datensatz').click();
  await expect(note.getByRole('listitem')).toHaveText(`completed round ${MALFORMED}: entries.0.staName`);

  await page.getByRole('link', { name: OTHER_ROUND }).click();
  await expect(page.getByRole('heading', { name: OTHER_ROUND, level: 1 })).toBeVisible();

  await page.goto(`${server!.url}/archive/report/${otherInstanceId},${MALFORMED}`);
  await expect(page.getByRole('status').filter({ hasText: '1 Datensatz konnte nicht angezeigt werden.' })).toBeVisible();
  await expect(page.locator('table').first()).toBeVisible();
  await expect(page.getByRole('navigation')).toBeVisible();

  // the malformed round's own detail says it cannot be shown; the navbar still leads away
  await page.goto(`${server!.url}/archive/${MALFORMED}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Fehler' })).toBeVisible();
  await page.getByRole('link', { name: 'Archiv' }).click();
  await expect(page.getByText('14 von 14 Messtouren werden gefunden')).toBeVisible();
  expect(errors).toEqual([]);
});
