import { afterAll } from 'vitest';

/**
 * The file's local times are in `zone` (set when called, before any date is built), restored after the file: the
 * unit project runs its files in one process (vite.config.ts `isolate: false`), so a zone left set leaks into the next.
 */
export function timeZoneForThisFile(zone: string): void {
  const previous = process.env.TZ;
  process.env.TZ = zone;
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });
}
