// Barcode detection with the barcode-detector ponyfill, its zxing wasm served by us (no CDN; TOOLCHAIN.md).
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

prepareZXingModule({
  overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
});

let detector: BarcodeDetector | undefined;

/** The raw values of the barcodes found in the image or video frame. */
export async function detectBarcodes(source: Blob | HTMLVideoElement): Promise<string[]> {
  detector ??= new BarcodeDetector();
  const found = await detector.detect(source);
  return found.map((barcode) => barcode.rawValue);
}
