import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';
import writerWasmUrl from 'zxing-wasm/writer/zxing_writer.wasm?url';
import { mountAt, newDemoRound, startApp, type Mounted } from './mount-app';
import { unmountScreens } from '../mount';

let mounted: Mounted | undefined;
beforeAll(startApp);
afterEach(unmountScreens);

prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? writerWasmUrl : prefix + path) } });

/** A photo of a printed Code 128 label, made with the zxing writer. */
async function barcodePhoto(code: string): Promise<File> {
  const { image, error } = await writeBarcode(code, { format: 'Code128', scale: 3 });
  if (!image) throw new Error(error);
  return new File([image], 'label.png', { type: 'image/png' });
}

describe('spec entry.md §2 Mobile barcode', () => {
  test('a photographed timeseries barcode opens the input of its station (detection with the wasm we serve)', async () => {
    const view = await newDemoRound();
    mounted = mountAt(`/mobile/${view.round.instanceId}/barcode`);
    await userEvent.upload(page.getByLabelText('Barcode fotografieren'), await barcodePhoto('HWE-201304-Q'));
    await expect.poll(() => mounted!.path(), { timeout: 15_000 }).toBe(`/mobile/${view.round.instanceId}/input/201304`);
  });

  test('an unknown barcode gives an info alert with the scanned code and a dash', async () => {
    const view = await newDemoRound();
    mounted = mountAt(`/mobile/${view.round.instanceId}/barcode`);
    await userEvent.fill(page.getByLabelText('Barcode eingeben'), 'XYZ-999');
    await userEvent.click(page.getByRole('button', { name: 'Öffnen' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('Unbekannter Barcode: XYZ-999 –');
    expect(document.querySelector('.alert-info')).not.toBeNull();
    expect(mounted.path()).toBe(`/mobile/${view.round.instanceId}/barcode`);
  });
});
