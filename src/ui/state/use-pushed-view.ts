// issue 32 item 2: a view the worker pushes more than once (from the copy stored on this device first, then from the
// server's answer); item 1: its load is ended when the screen is left.
import { proxy } from 'comlink';
import { useEffect, useRef, useState } from 'react';
import { requireLogin } from '../auth';
import { workerApi } from '../worker-client';
import { asWorkerError } from './report-error';
import type { ViewLoad } from './use-worker-query';

/**
 * Starts `load` again when `key` changes (a route that needs login starts the login first); `ask` shows the answer of a
 * further question (a filter) unless a newer one was asked since, as useWorkerQuery's does.
 */
export function usePushedView<View>(key: string, load: (onView: (view: View) => void, loadId: string) => Promise<void>) {
  const [state, setState] = useState<ViewLoad<View>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    if (!requireLogin()) return;
    const loadId = crypto.randomUUID();
    const onView = (view: View) => void (current && setState({ status: 'loaded', view }));
    load(proxy(onView), loadId).catch((error: unknown) => current && setState({ status: 'failed', error: asWorkerError(error) }));
    return () => {
      current = false;
      void workerApi().cancelHistoryLoad(loadId);
    };
  }, [key]);
  const asked = useRef(0);
  const ask = (question: Promise<View>, onFailure: (error: unknown) => void) => {
    const mine = ++asked.current;
    question.then((view) => mine === asked.current && setState({ status: 'loaded', view }), onFailure);
  };
  return { load: state, ask };
}
