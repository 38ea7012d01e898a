// Loads a view from the worker once someone may see it (archive detail and report, analysis).
import { useEffect, useState } from 'react';
import type { WorkerError } from '../../shared/contract/errors';
import { requireLogin } from '../auth';
import { asWorkerError } from './report-error';

export type ViewLoad<View> = { status: 'loading' } | { status: 'loaded'; view: View } | { status: 'failed'; error: WorkerError };

/** Asks `load` again when `key` changes (a route that needs login starts the login first); `setView` shows a newer answer. */
export function useWorkerView<View>(key: string, load: () => Promise<View>) {
  const [state, setState] = useState<ViewLoad<View>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    if (!requireLogin()) return;
    load().then(
      (view) => current && setState({ status: 'loaded', view }),
      (error: unknown) => current && setState({ status: 'failed', error: asWorkerError(error) }),
    );
    return () => {
      current = false;
    };
  }, [key]);
  const setView = (view: View) => setState({ status: 'loaded', view });
  return { load: state, setView };
}
