// issue 38 first visit: a screen's first worker answers asked by the start, while the network still brings the config
// and the list and React is not rendering yet (the worker loads the code behind them meanwhile, not once the screen
// mounted); the screen's first load takes the answer instead of asking again. Put into the store during the first
// (concurrent) render, an answer would make React finish that render at once, as one long task: the store is changed
// only by the screen's own load, as before.

interface StartAnswer<T> {
  /** asks now; the next `take` answers this */
  askNow(): void;
  /** the answer asked at the start, once; later (or without one) a new one */
  take(): Promise<T>;
}

export function startAnswer<T>(ask: () => Promise<T>): StartAnswer<T> {
  let asked: Promise<T> | undefined;
  return {
    askNow() {
      asked = ask();
      asked.catch(() => undefined); // told to the screen that takes it
    },
    take() {
      const answer = asked ?? ask();
      asked = undefined;
      return answer;
    },
  };
}
