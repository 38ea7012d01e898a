// The worker's long loops (the archive's read, search and write) work in slices, taking other messages between them.

/** the worker's own work between which other messages run: well under a frame, also on a slow phone */
export const WORK_SLICE_MS = 8;

/** A task after the messages waiting now (a posted message: chained timers would wait 4 ms each). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
