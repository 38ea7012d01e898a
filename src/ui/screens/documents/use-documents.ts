import { useEffect, useState } from 'react';
import type { MeasureDocument } from '../../../shared/api';
import { requireLogin } from '../../auth';
import { reportError } from '../../state/report-error';
import { workerApi } from '../../worker-client';

const byFilename = new Intl.Collator('de', { numeric: true });

type DocumentsStatus = 'loading' | 'loaded' | 'failed';

/**
 * The measure documents from the worker (no-cache / If-None-Match; the stored copy when offline or unchanged).
 * The server lists them to logged-in users only, so the screen asks for login like the archive does.
 */
export function useDocuments(): { status: DocumentsStatus; documents: MeasureDocument[] } {
  const [state, setState] = useState<{ status: DocumentsStatus; documents: MeasureDocument[] }>({ status: 'loading', documents: [] });
  useEffect(() => {
    if (!requireLogin()) return;
    let current = true;
    workerApi()
      .getDocuments()
      .then((documents) => {
        // by file name: the server's order and the stored copy's order (by id) differ
        const sorted = [...documents].sort((a, b) => byFilename.compare(a.mdFilename, b.mdFilename));
        if (current) setState({ status: 'loaded', documents: sorted });
      })
      .catch((error: unknown) => {
        if (!current) return;
        setState({ status: 'failed', documents: [] });
        reportError(error, 'documents.title', 'documents.loadingError');
      });
    return () => {
      current = false;
    };
  }, []);
  return state;
}
