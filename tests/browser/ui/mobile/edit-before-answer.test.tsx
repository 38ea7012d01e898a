// spec entry.md §4 Discharge and SWE input types, "nothing the user typed is ever lost": a measurement is sent whole
// with each edit, so a field typed while the worker has not yet answered the field before it must build on that field,
// not on the view the worker showed last. The worker's write is held by a transaction of the test on the same
// database, so the second field is always typed before the first is answered.
import { afterEach, beforeAll, expect, onTestFinished, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { appDatabaseName, unmountScreens } from '../mount';
import { mountAt, newDemoRound, openStation, startApp, storedRound } from './mount-app';

beforeAll(startApp);
afterEach(unmountScreens);

/** Holds the stored rounds: the worker's reads and writes of them wait until `release` is called. */
async function holdStoredRounds(): Promise<{ release: () => Promise<void> }> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(appDatabaseName());
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  const transaction = db.transaction('rounds', 'readwrite');
  let held = true;
  // a transaction commits once it has no request left, so it is kept busy with reads until released
  const keepBusy = () => {
    if (held) transaction.objectStore('rounds').count().onsuccess = keepBusy;
  };
  keepBusy();
  const done = new Promise<void>((resolve) => (transaction.oncomplete = () => resolve()));
  const release = async () => {
    held = false;
    await done;
    db.close();
  };
  onTestFinished(release); // a failed test must not hold the worker for the tests after it
  return { release };
}

test('discharge volume/time: the time typed before the volume was answered keeps the volume', async () => {
  const { tsId, stored } = await openStation('201304');
  const q = page.getByTestId(`series-${tsId('Q')}`);
  await userEvent.selectOptions(q.getByRole('combobox'), 'VOLUME_TIME');
  await expect.element(q.getByLabelText('1: Volumen (l)')).toBeVisible();
  expect((await stored('Q')).dischargeInputType).toBe('VOLUME_TIME');

  const hold = await holdStoredRounds();
  await userEvent.fill(q.getByLabelText('1: Volumen (l)'), '10');
  await userEvent.fill(q.getByLabelText('1: Zeit (s)', { exact: true }), '3');
  await expect.element(q.getByLabelText('1: Volumen (l)')).toHaveValue('10');
  await hold.release();

  await expect.element(q.getByText('Abfluss: 3,333 l/s')).toBeVisible();
  expect(await stored('Q')).toMatchObject({ value: 3.333, dischargeValue: { volumetricMeasurements: [{ volume: 10, time: 3 }] } });
});

test('snow water equivalent: the height typed before the total mass was answered keeps the total mass', async () => {
  const { tsId, stored } = await openStation('201312');
  const sww = page.getByTestId(`series-${tsId('SWW')}`);

  const hold = await holdStoredRounds();
  await userEvent.fill(sww.getByLabelText('1: Gesamtmasse (g)'), '900');
  await userEvent.fill(sww.getByLabelText('1: Höhe (cm)'), '40');
  await expect.element(sww.getByLabelText('1: Gesamtmasse (g)')).toHaveValue('900');
  await hold.release();

  // spec entry.md §9: 10 × (900 − 800) / (π × 2.5²) = 50.93
  await expect.element(sww.getByText(/Schneewasserwert \(mm\): 50,93/)).toBeVisible();
  expect((await stored('SWW')).snowWaterEquivalent?.values[0]).toMatchObject({ height: 40, totalMass: 900 });
});

test('issue 36 item 15 facility attributes: the interval typed before the battery was answered keeps the battery', async () => {
  const view = await newDemoRound();
  const instanceId = view.round.instanceId;
  mountAt(`/mobile/${instanceId}/metadata/201303`);
  await userEvent.click(page.getByRole('button', { name: 'Bearbeiten' }).first());
  const battery = page.getByLabelText('Batteriespannung (V)');
  await expect.element(battery).toBeEnabled();

  const hold = await holdStoredRounds();
  await userEvent.fill(battery, '3,2');
  await userEvent.fill(page.getByLabelText('Messintervall (min)'), '15');
  await hold.release();

  const attributes = async () => (await storedRound(instanceId)).round.entries.find((entry) => entry.staNumber === '201303')!.staFacilities![0].attributes;
  await expect.poll(attributes).toMatchObject({ Batteriespannung: 3.2, Messintervall: 15 });
});
