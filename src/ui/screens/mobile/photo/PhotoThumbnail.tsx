import { useEffect, useState } from 'react';
import { photoObjectUrl } from '../../../state/mobile/photo-actions';

/** A stored photo, shown through an object URL that is revoked when the thumbnail goes. */
export function PhotoThumbnail({ photoId, alt }: { photoId: string; alt: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let objectUrl: string | undefined;
    let cancelled = false;
    void photoObjectUrl(photoId)
      .then((created) => {
        objectUrl = created;
        if (cancelled) URL.revokeObjectURL(created);
        else setUrl(created);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [photoId]);
  return url ? <img className="photo" src={url} alt={alt} /> : <span className="photo placeholder" />;
}
