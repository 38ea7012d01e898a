import { useEffect, useState } from 'react';
import type { MeasureDocument } from '../../../shared/api';
import { documentContent } from './document-content';

interface DocumentLink {
  href: string;
  /** base64 content is saved under its file name; a URL opens in a new tab */
  download: boolean;
}

/** Links to open the documents: object URLs for base64 content, revoked when the list changes or the screen closes. */
export function useDocumentLinks(documents: readonly MeasureDocument[]): Map<MeasureDocument['mdId'], DocumentLink> {
  const [links, setLinks] = useState(new Map<MeasureDocument['mdId'], DocumentLink>());
  useEffect(() => {
    const objectUrls: string[] = [];
    const next = new Map<MeasureDocument['mdId'], DocumentLink>();
    for (const md of documents) {
      const content = documentContent(md);
      if (content.kind === 'url') {
        next.set(md.mdId, { href: content.url, download: false });
      } else {
        const href = URL.createObjectURL(new Blob([content.bytes], { type: content.mimeType }));
        objectUrls.push(href);
        next.set(md.mdId, { href, download: true });
      }
    }
    setLinks(next);
    return () => objectUrls.forEach((url) => URL.revokeObjectURL(url));
  }, [documents]);
  return links;
}
