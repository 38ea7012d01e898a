// CPU time of one call to a server the bench runs in its own process: 8 helpers on 2 cores stretch the wall clock of
// a call of a few milliseconds many times over, its CPU time hardly. The process's own CPU time covers the server, the
// fetch and PGlite (which runs in the process); PostgreSQL's share is read from its backends' /proc/<pid>/schedstat
// (nanoseconds on the CPU), which works when the database runs on this machine.
import { readFileSync } from 'node:fs';
import pg from 'pg';

export interface CpuClock {
  /** CPU milliseconds `call` took, or undefined when it cannot be told (a new database connection took part) */
  measure(call: () => Promise<unknown>): Promise<number | undefined>;
  close(): Promise<void>;
}

const processCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/** PGlite: everything runs in this process. */
export const processCpuClock: CpuClock = {
  async measure(call) {
    const start = processCpuMs();
    await call();
    return processCpuMs() - start;
  },
  close: async () => {},
};

/** PostgreSQL on this machine: this process plus the backends of the other connections to the database. */
export async function postgresCpuClock(databaseUrl: string): Promise<CpuClock | undefined> {
  const side = new pg.Client({ connectionString: databaseUrl });
  await side.connect();
  const backends = async () =>
    (
      await side.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'
         AND pid <> pg_backend_pid() ORDER BY pid`,
      )
    ).rows.map((row) => row.pid);
  const backendCpuMs = (pids: number[]) =>
    pids.reduce((sum, pid) => sum + Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6, 0);
  try {
    backendCpuMs(await backends());
  } catch {
    await side.end();
    return undefined; // not on this machine, or no /proc
  }
  return {
    async measure(call) {
      const pids = await backends();
      const start = processCpuMs() + backendCpuMs(pids);
      await call();
      let end: number;
      try {
        end = processCpuMs() + backendCpuMs(pids);
      } catch {
        return undefined; // a connection closed meanwhile
      }
      return (await backends()).join() === pids.join() ? end - start : undefined;
    },
    close: () => side.end(),
  };
}
