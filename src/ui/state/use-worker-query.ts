// The one hook a screen asks the worker for a view with (issue 37): asked again when a dependency changes, and only the
// answer to the newest question is shown — an older one arriving late is dropped, as useTopic drops what an ended
// subscription still pushes. Edits that answer the view (`ask`) take part in the same order.
import { useEffect, useRef, useState, type DependencyList } from 'react';
import type { WorkerError } from '../../shared/contract/errors';
import { requireLogin } from '../auth';
import { asWorkerError } from './report-error';

/** `view` stays the last answer while a newer question is asked or after it failed */
export type ViewLoad<View> =
  | { status: 'loading'; view?: View }
  | { status: 'loaded'; view: View }
  | { status: 'failed'; error: WorkerError; view?: View };

interface WorkerQuery<View> {
  load: ViewLoad<View>;
  /**
   * Shows the answer of a further question (an edit's view, a filter) unless a newer one was asked since; a failure is
   * handed to `onFailure` (the view shown stays).
   */
  ask: (question: Promise<View>, onFailure: (error: unknown) => void) => void;
}

/** `question` is asked at once and after every change of `dependencies`; with `loginRequired` only once logged in (the route starts the login). */
export function useWorkerQuery<View>(dependencies: DependencyList, question: () => Promise<View>, { loginRequired = false } = {}): WorkerQuery<View> {
  const [load, setLoad] = useState<ViewLoad<View>>({ status: 'loading' });
  const asked = useRef(0);
  const show = (answer: Promise<View>, onFailure?: (error: unknown) => void) => {
    const mine = ++asked.current;
    answer.then(
      (view) => mine === asked.current && setLoad({ status: 'loaded', view }),
      (error: unknown) => {
        if (onFailure) onFailure(error);
        else if (mine === asked.current) setLoad((shown) => ({ status: 'failed', error: asWorkerError(error), view: shown.view }));
      },
    );
  };
  useEffect(() => {
    setLoad((shown) => ({ status: 'loading', view: shown.view }));
    if (!loginRequired || requireLogin()) show(question());
    return () => {
      asked.current += 1;
    };
  }, dependencies);
  return { load, ask: show };
}
