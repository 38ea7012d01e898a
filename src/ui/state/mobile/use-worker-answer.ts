// A list the worker filters or sorts for a mobile screen (issue 10): asked again when its inputs change.
import { useEffect, useState } from 'react';

/**
 * The latest answer of `ask`, asked again whenever one of `inputs` changes (`ask` is a new function on every render;
 * the inputs name everything it depends on; it answers undefined when there is nothing to ask). The previous answer
 * stays until the next arrives, and an answer overtaken by a newer question is dropped. Undefined until the first answer.
 */
export function useWorkerAnswer<T>(inputs: readonly unknown[], ask: () => Promise<T> | undefined): T | undefined {
  const [answer, setAnswer] = useState<{ value: T }>();
  useEffect(() => {
    let current = true;
    ask()?.then(
      (value) => current && setAnswer({ value }),
      (error: unknown) => console.warn('The worker did not answer the list', error),
    );
    return () => {
      current = false;
    };
  }, inputs);
  return answer?.value;
}
