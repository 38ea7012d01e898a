// Long jobs are cancelled by id (an AbortSignal cannot cross the worker boundary).
const controllers = new Map<string, AbortController>();

export async function runJob<T>(jobId: string, job: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  controllers.set(jobId, controller);
  try {
    return await job(controller.signal);
  } finally {
    controllers.delete(jobId);
  }
}

/** true when a job with that id was running */
export function cancelJob(jobId: string): boolean {
  const controller = controllers.get(jobId);
  controller?.abort();
  return controller !== undefined;
}
