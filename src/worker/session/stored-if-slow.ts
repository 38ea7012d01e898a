// Issue 13, the start on a slow network: a phone in the mountains may show a connection that carries almost nothing,
// where a request neither answers nor fails for minutes. The start then goes on with the copy stored at the last start
// instead of waiting; the late answer is still stored for the next start.

/** how long the start waits for the config, the server info and the group list while a stored copy could be shown instead */
export const START_ANSWER_WAIT_MS = 3000;

/**
 * `answer`, or after `waitMs` the stored copy when there is one (else `answer`, however long it takes). `answer`
 * keeps running either way.
 */
export function storedIfSlow<T>(answer: Promise<T>, stored: () => Promise<T | undefined>, waitMs = START_ANSWER_WAIT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stored().then((copy) => copy !== undefined && resolve(copy), () => undefined);
    }, waitMs);
    answer.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
