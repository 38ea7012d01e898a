// Every failure leaves the worker as a coded WorkerError: a thrown DOMException (a full storage, an aborted
// transaction) or a bug would otherwise reach the UI as an Error whose only meaning is its text.
import { toWorkerError } from '../http/worker-error';

type AnyFunction = (...args: never[]) => unknown;

export function withCodedErrors<Api extends Record<string, AnyFunction>>(api: Api): Api {
  const wrapped = Object.entries(api).map(([name, call]) => [
    name,
    async (...args: never[]) => {
      try {
        return await call(...args);
      } catch (error) {
        throw toWorkerError(error, 'UNEXPECTED');
      }
    },
  ]);
  return Object.fromEntries(wrapped) as Api;
}
