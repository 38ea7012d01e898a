import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { InstanceId } from '../../../shared/contract/ids';
import { formatImageSize } from '../../../shared/format/number';
import { uiLocale } from '../../i18n/ui-locale';
import { store } from '../../state/store';
import { workerApi } from '../../worker-client';
import brokenImageUrl from './broken-image.jpg';

interface ArchiveImageProps {
  instanceId: InstanceId;
  imageName: string;
}

type Loaded = { url: string; bytes: number } | 'failed' | undefined;

/** spec archive.md §2/§8: a thumbnail that toggles zoom on click, its size in MB; a placeholder when loading fails. */
export function ArchiveImage({ instanceId, imageName }: ArchiveImageProps) {
  const { t, i18n } = useTranslation();
  const { settings } = useSnapshot(store);
  const [loaded, setLoaded] = useState<Loaded>();
  const [zoomed, setZoomed] = useState(false);
  const quality = settings?.showArchiveImagesQuality;
  const width = settings?.showArchiveImagesWidth;

  useEffect(() => {
    let url: string | undefined;
    let current = true;
    workerApi()
      .getCompletedRoundImage(instanceId, imageName, { quality, width })
      .then(({ image, photoBytes }) => {
        if (!current) return;
        url = URL.createObjectURL(image);
        setLoaded({ url, bytes: photoBytes });
      })
      .catch((error: unknown) => {
        console.warn(`archive image ${imageName} could not be loaded`, error);
        if (current) setLoaded('failed');
      });
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [instanceId, imageName, quality, width]);

  if (loaded === undefined) return <span className="image-size">{t('app.loading')}</span>;
  if (loaded === 'failed') return <img src={brokenImageUrl} alt={t('archive.imageBroken')} width={120} height={90} />;
  return (
    <figure className="archive-image">
      <button
        type="button"
        className={zoomed ? 'thumbnail zoomed' : 'thumbnail'}
        aria-pressed={zoomed}
        aria-label={t('archive.imageZoom')}
        onClick={() => setZoomed(!zoomed)}
      >
        <img src={loaded.url} alt={imageName} />
      </button>
      <figcaption className="image-size">{formatImageSize(loaded.bytes, uiLocale(i18n.language))}</figcaption>
    </figure>
  );
}
