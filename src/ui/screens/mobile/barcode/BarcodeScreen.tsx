import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { addAlert } from '../../../state/alerts';
import { detectBarcodes } from '../../../state/mobile/barcode-detector';
import { useRoundView } from '../../../state/mobile/use-round-view';
import { inputPath } from '../stations';
import { findBarcode } from './find-barcode';

/** spec entry.md §2: rear camera, video height 600 px */
export const VIDEO_HEIGHT = 600;
const SCAN_INTERVAL_MS = 300;

/**
 * spec entry.md §2 Mobile barcode: the camera scan opens the input of the station with the code; an unknown
 * code gives an info alert with the code and a dash. A photo of the code or typing it works without a live camera.
 */
export default function BarcodeScreen() {
  const { t } = useTranslation();
  const view = useRoundView();
  const [, navigate] = useLocation();
  const video = useRef<HTMLVideoElement>(null);
  const [typed, setTyped] = useState('');
  const [cameraError, setCameraError] = useState<string>();

  const open = (codes: string[]) => {
    if (codes.length === 0) return false;
    const station = codes.map((code) => findBarcode(view, code)).find(Boolean);
    if (station) navigate(inputPath(station));
    else addAlert({ type: 'alert-info', msg: 'mobile.unknownBarcode', params: { code: codes[0] } });
    return true;
  };

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'environment', height: VIDEO_HEIGHT } })
      .then((media) => {
        if (stopped) return media.getTracks().forEach((track) => track.stop());
        stream = media;
        video.current!.srcObject = media;
        timer = setInterval(async () => {
          if (!video.current || video.current.readyState < 2) return;
          if (open(await detectBarcodes(video.current).catch(() => []))) clearInterval(timer);
        }, SCAN_INTERVAL_MS);
      })
      .catch((error: Error) => setCameraError(error.message));
    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    // the scan starts once per visit of the view
  }, []);

  const scanPhoto = async (file: File | undefined) => {
    if (!file) return;
    if (!open(await detectBarcodes(file).catch(() => []))) addAlert({ type: 'alert-info', msg: 'mobile.noBarcode' });
  };

  return (
    <div className="barcode-screen">
      {cameraError ? <p className="hint">{t('mobile.cameraError', { error: cameraError })}</p> : <video ref={video} className="barcode-video" autoPlay muted playsInline height={VIDEO_HEIGHT} />}
      <div className="button-row">
        <label className="btn file-button">
          {t('mobile.scanPhoto')}
          <input type="file" accept="image/*" onChange={(event) => void scanPhoto(event.target.files?.[0])} />
        </label>
      </div>
      <form
        className="button-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (typed.trim()) open([typed.trim()]);
        }}
      >
        <label className="field">
          <span>{t('mobile.barcodeCode')}</span>
          <input value={typed} onChange={(event) => setTyped(event.target.value)} />
        </label>
        <button type="submit" className="btn">
          {t('mobile.barcodeOpen')}
        </button>
      </form>
    </div>
  );
}
