import { asTsId } from '../../../../src/shared/contract/ids';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { openStation, resetSettings, seriesField, startApp, useSettings } from './mount-app';
import { unmountScreens } from '../mount';

beforeAll(startApp);
afterEach(unmountScreens);

/** The block of one series (a stable locator: its text changes as values are entered). */
function within(tsId: string) {
  return page.getByTestId(`series-${tsId}`);
}

describe('spec entry.md §4 NO_STEADY_INCIDENT and NO_YES', () => {
  test('n/u/E: the station remark is enabled only for Ereignis, which is flagged', async () => {
    const { tsId, stored } = await openStation('201313');
    const vk = within(tsId('VK'));
    const remark = seriesField(tsId('VK'), 'textarea[id^="incident-remark"]');
    await expect.element(remark).toBeDisabled();

    await userEvent.click(vk.getByRole('button', { name: /^E/ }));
    await expect.element(remark).toBeEnabled();
    await expect.element(vk.getByText('Ereignis gemeldet')).toBeVisible();
    await userEvent.fill(remark, 'Sickerstelle am Dammfuß');
    expect(await stored('VK')).toMatchObject({ value: 2, staRemark: { text: 'Sickerstelle am Dammfuß' } });

    await userEvent.click(vk.getByRole('button', { name: /^u/ }));
    await expect.element(remark).toBeDisabled();
    expect((await stored('VK')).value).toBe(1);
    await expect.element(vk.getByText('Ereignis gemeldet')).not.toBeInTheDocument();
  });

  test('nein/ja: 0 no, 1 yes, never flagged', async () => {
    const { tsId, stored } = await openStation('201313');
    const vn = within(tsId('VN'));
    await userEvent.click(vn.getByRole('button', { name: /^j/ }));
    await expect.element(vn.getByRole('button', { name: /^j/ })).toHaveAttribute('aria-pressed', 'true');
    expect((await stored('VN')).value).toBe(1);
    await userEvent.click(vn.getByRole('button', { name: /^n/ }));
    expect((await stored('VN')).value).toBe(0);
    expect(vn.element().querySelector('.field-warning')).toBeNull();
  });
});

describe('spec entry.md §4 Discharge input type', () => {
  test('estimate: tropft is 0.0002 l/s', async () => {
    const { tsId, stored } = await openStation('201304');
    const q = within(tsId('Q'));
    await userEvent.selectOptions(q.getByRole('combobox'), 'ESTIMATE');
    await userEvent.click(q.getByRole('button', { name: 'tropft' }));
    await expect.element(q.getByText('Abfluss: 0,0002 l/s')).toBeVisible();
    expect(await stored('Q')).toMatchObject({ dischargeInputType: 'ESTIMATE', value: 0.0002, dischargeValue: { key: 'Droplets' } });
  });

  test('volume/time: volume divided by time, mean or sum, l/s to 3 decimals', async () => {
    const { tsId, stored } = await openStation('201304');
    const q = within(tsId('Q'));
    await userEvent.selectOptions(q.getByRole('combobox'), 'VOLUME_TIME');
    await userEvent.fill(q.getByLabelText('1: Volumen (l)'), '10');
    await userEvent.fill(q.getByLabelText('1: Zeit (s)', { exact: true }), '3');
    await expect.element(q.getByText('Abfluss: 3,333 l/s')).toBeVisible();
    await userEvent.click(q.getByRole('button', { name: 'Messung hinzufügen' }));
    await userEvent.fill(q.getByLabelText('2: Volumen (l)'), '10');
    await userEvent.fill(q.getByLabelText('2: Zeit (s)', { exact: true }), '5');
    // mean of 3.333… and 2
    await expect.element(q.getByText('Abfluss: 2,667 l/s')).toBeVisible();
    await userEvent.selectOptions(q.getByRole('combobox', { name: 'Zusammenfassung' }), 'Summe');
    await expect.element(q.getByText('Abfluss: 5,333 l/s')).toBeVisible();
    expect(await stored('Q')).toMatchObject({ dischargeInputType: 'VOLUME_TIME', value: 5.333, dischargeValue: { aggregationMethod: 0 } });
  });

  test('the volume timer runs with 1 decimal and stopping fixes the time to 2 decimals', async () => {
    const { tsId, stored } = await openStation('201304');
    const q = within(tsId('Q'));
    await userEvent.selectOptions(q.getByRole('combobox'), 'VOLUME_TIME');
    await userEvent.click(q.getByRole('button', { name: '1: Zeit (s) Start' }));
    await expect.element(q.getByRole('timer')).toHaveTextContent(/^0,[2-9] s$/);
    await userEvent.click(q.getByRole('button', { name: '1: Zeit (s) Stopp' }));
    await expect.poll(async () => (await stored('Q')).dischargeValue?.volumetricMeasurements?.[0]?.time).toBeGreaterThan(0.2);
    const time = (await stored('Q')).dischargeValue!.volumetricMeasurements![0].time!;
    expect(Math.round(time * 100) / 100).toBe(time);
    await expect.element(q.getByLabelText('1: Zeit (s)', { exact: true })).toHaveValue(String(time).replace('.', ','));
  });

  test('current meter: the verticals default from the station metadata (Lotrechten-Abstände)', async () => {
    const { tsId, stored } = await openStation('201304');
    const q = within(tsId('Q'));
    await userEvent.selectOptions(q.getByRole('combobox'), 'Messflügel OTT C2 Nr. 117328 (Schaufel 1)');
    await expect.element(q.getByLabelText('8: Abstand (m)')).toHaveValue('5,98');
    await expect.element(q.getByLabelText('2: Abstand (m)')).toHaveValue('0,85');
    const entry = await stored('Q');
    expect(entry.dischargeInputType).toBe('METER');
    expect(entry.dischargeValue?.meterMeasurement?.verticals.map((vertical) => vertical.distanceM)).toEqual([0, 0.85, 1.71, 2.56, 3.42, 4.27, 5.12, 5.98]);
    expect(entry.dischargeValue?.meterMeasurement?.meter?.name).toBe('OTT C2 Nr. 117328 (Schaufel 1)');
  });
});

describe('issue 10: the meter result comes from the worker', () => {
  test('spec entry.md §9 Discharge: 6 inner verticals of 20 cm with 30/24 impulses give 103,75 l/s; impulses at a bank vertical show the warning', async () => {
    const { tsId, stored } = await openStation('201304');
    const q = within(tsId('Q'));
    await userEvent.selectOptions(q.getByRole('combobox'), 'Messflügel OTT C2 Nr. 117328 (Schaufel 1)');
    await expect.element(q.getByText('Abfluss: - l/s')).toBeVisible();
    for (let vertical = 2; vertical <= 7; vertical++) {
      await userEvent.fill(q.getByLabelText(`${vertical}: Tiefe (cm)`), '20');
      await userEvent.fill(q.getByLabelText(`${vertical}: Impulse Oberfläche`), '30');
      await userEvent.fill(q.getByLabelText(`${vertical}: Impulse 38 %`), '24');
    }
    // OTT C2 117328, 30 s: 1/s → 0.1213 m/s, 0.8/s → 0.10034 m/s; 0.31 × 0.1213 + 0.634 × 0.10034 = 0.10122 m/s;
    // area 0.2 m × (5.12 + 5.98 − 0.85 − 0) / 2 m = 1.025 m²; 1000 × 1.025 × 0.10122 = 103.75 l/s
    await expect.element(q.getByText('Abfluss: 103,75 l/s')).toBeVisible();
    expect((await stored('Q')).value).toBe(103.75);
    await expect.element(q.getByText('Die Uferlotrechten dürfen keine Impulse haben.')).not.toBeInTheDocument();

    await userEvent.fill(q.getByLabelText('1: Impulse Oberfläche'), '5');
    await expect.element(q.getByText('Die Uferlotrechten dürfen keine Impulse haben.')).toBeVisible();
  });
});

describe('spec entry.md §3/§5 discharge protocol', () => {
  test('gauge, discharge, meter and remark are stored as the protocol of the discharge series, with the W unit', async () => {
    const { tsId, stored } = await openStation('201304');
    const q = within(tsId('Q'));
    await userEvent.selectOptions(q.getByRole('combobox'), 'Messflügel OTT C2 Nr. 117328 (Schaufel 1)');
    await userEvent.click(q.getByText('Q-Messprotokoll'));
    await userEvent.fill(q.getByLabelText('Wasserstand (cm)'), '45');
    await userEvent.fill(q.getByLabelText('Abfluss (l/s)'), '812,5');
    await userEvent.fill(q.getByLabelText('Bemerkung zur Messung'), 'Profil verkrautet');
    expect((await stored('Q')).dischargeProtocol).toMatchObject({
      gauge: 45,
      gaugeUnit: 'cm',
      discharge: 812.5,
      dischargeUnit: 'l/s',
      meter: 'OTT C2 Nr. 117328 (Schaufel 1)',
      remark: 'Profil verkrautet',
    });
  });
});

describe('spec entry.md §9 Snow water equivalent', () => {
  test('SWE = 10 × (total mass − device mass 800) / area of a 5 cm tube; the sum is the value', async () => {
    const { tsId, stored } = await openStation('201312');
    const sww = within(tsId('SWW'));
    await userEvent.fill(sww.getByLabelText('1: Gesamtmasse (g)'), '900');
    await userEvent.fill(sww.getByLabelText('1: Höhe (cm)'), '40');
    // 10 × 100 / (π × 2.5²) = 50.93
    await expect.element(sww.getByText(/Schneewasserwert \(mm\): 50,93/)).toBeVisible();
    const entry = await stored('SWW');
    expect(entry.value).toBeCloseTo(50.93, 2);
    // density = 100 g / (40 cm × 19.635 cm²) = 0.127
    expect(entry.snowWaterEquivalent?.result?.density).toBeCloseTo(0.127, 3);
  });
});

describe('spec entry.md §5 depth profile, §9 depth insertion step', () => {
  test('shown only when Messpunkthöhe is a number; a new depth goes one previous step (default 1 m) deeper; absolute height from Messpunkthöhe', async () => {
    await openStation('201301');
    await expect.element(page.getByText('Tiefenprofil')).not.toBeInTheDocument();
    unmountScreens();

    const { stored } = await openStation('201306');
    const add = page.getByRole('button', { name: 'Tiefe hinzufügen' });
    await userEvent.click(add);
    await expect.element(page.getByLabelText('1: Tiefe (m)')).toHaveValue('1');
    await userEvent.click(add);
    await expect.element(page.getByLabelText('2: Tiefe (m)')).toHaveValue('2');
    await userEvent.fill(page.getByLabelText('2: Tiefe (m)'), '2,5');
    await userEvent.click(add);
    await expect.element(page.getByLabelText('3: Tiefe (m)')).toHaveValue('4');
    // Messpunkthöhe 593.56 m − 2.5 m
    await expect.element(page.getByText('Höhe: 591,06 m ü.A.')).toBeVisible();
    const profile = (await stored('W')).depthProfile!;
    expect(profile.map((line) => [line.depthM, line.depthAbsoluteM])).toEqual([[1, 592.56], [2.5, 591.06], [4, 589.56]]);
  });
});

describe('spec entry.md §3 formula generator: values shown calculated', () => {
  test('a matching generator computes the value from the readings of the round (Messpunkthöhe − W)', async () => {
    await useSettings({
      formulaGenerators: [{ tsParameterRegex: '^LF$', tsFormula: { op: '-', opArgs: [{ const: 593.56 }, { tsId: asTsId('201306-W'), tsOp: 'last' }] } }],
    });
    try {
      const { tsId } = await openStation('201306');
      await userEvent.fill(seriesField(tsId('W')), '12,5');
      await expect.element(within(tsId('LF')).getByText('Berechnet: 581,06'), { timeout: 5000 }).toBeVisible();
    } finally {
      await resetSettings();
    }
  });
});
