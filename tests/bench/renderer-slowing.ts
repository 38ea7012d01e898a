// Honest slowing (issue 13), per thread as on a phone with several slow cores: CDP throttling slows only the main
// thread, so the bench caps CPU time with cgroups (v1 cpu controller, CFS bandwidth control) instead. Every renderer
// process this bench started gets its own cgroup for its main thread, one for its compositor thread, and every worker
// thread in it (dedicated, shared, service) gets a cgroup of its own, each with the quota of one slow core; its other
// threads (IO, raster, V8's and Chromium's pool threads) share one cgroup with the quota of OTHER_THREADS_CORES slow
// cores, as a phone runs them on its other cores. So neither a busy worker nor the garbage collection, compiling and
// IndexedDB traffic it causes on the pool and IO threads starves the main thread or the frames. All groups sit side by
// side under hwe-bench-<pid>, which has no quota itself (a quota there would be shared).
// The zygotes have a group too, so renderers forked later start slowed. New threads inherit their creator's group and
// Chromium names a worker thread only once it runs, so a timer in Node rescans the renderers' threads every
// THREAD_SCAN_MS and the process tree every PROCESS_SCAN_MS while the slowing lasts.
// The quota is a share of one core; ./calibration.ts tunes it until the busy loop runs `rate` times slower than free.
// Tried first and rejected: a SIGSTOP/SIGCONT duty cycle (cpulimit, or a fixed one) does not slow a process on a
// loaded machine — the scheduler gives a process that was stopped the CPU first once it runs again.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CPU_CGROUPS = '/sys/fs/cgroup/cpu';
/** the kernel's smallest quota */
const MIN_QUOTA_US = 1_000;
/**
 * The finest period whose quota is at least 1 ms, at least 10 ms: the shorter the period, the finer the slices in
 * which a task is held back, so a 4 ms task takes about 4 × 4 ms instead of either 4 ms or a whole period more
 * (measured, see tests/bench/README.md).
 */
const FINEST_PERIOD_US = 10_000;
const LONGEST_PERIOD_US = 50_000;
const MIN_CORE_SHARE = MIN_QUOTA_US / LONGEST_PERIOD_US;
const periodFor = (share: number) => Math.max(FINEST_PERIOD_US, Math.ceil(MIN_QUOTA_US / share));
/**
 * Slow cores for a renderer's other threads together. A low-end phone has eight cores (Lighthouse's reference phone, the
 * Moto G4, and today's low-end phones); main thread, compositor and worker take three. With one core, the parallel
 * garbage collection of the main thread waited for its helper threads while the worker's collection and compiling used
 * that core: a scavenge of 2 ms CPU took 78 ms (traced), a paint of 2 ms 44 ms.
 */
export const OTHER_THREADS_CORES = 2;
const THREAD_SCAN_MS = 25;
const PROCESS_SCAN_MS = 250;
/** thread names (comm, at most 15 characters) of Blink's worker threads, e.g. "DedicatedWorker", "ServiceWorker t" */
const WORKER_THREAD = /^(Dedicated|Shared|Service)Worker/;
/** the renderer's compositor thread: it takes input from the browser and draws every frame */
const COMPOSITOR_THREAD = 'Compositor';

function childrenByParent(): Map<number, number[]> {
  const byParent = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      byParent.set(ppid, [...(byParent.get(ppid) ?? []), Number(name)]);
    } catch {
      // the process ended while we looked
    }
  }
  return byParent;
}

/** Renderer and zygote processes below `rootPid`. */
function chromiumChildren(rootPid: number): { renderers: number[]; zygotes: number[] } {
  const byParent = childrenByParent();
  const found = { renderers: [] as number[], zygotes: [] as number[] };
  const queue = [rootPid];
  while (queue.length > 0) {
    for (const pid of byParent.get(queue.shift()!) ?? []) {
      queue.push(pid);
      try {
        const type = /--type=(renderer|zygote)/.exec(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))?.[1];
        if (type === 'renderer') found.renderers.push(pid);
        if (type === 'zygote') found.zygotes.push(pid);
      } catch {
        // ended meanwhile
      }
    }
  }
  return found;
}

/** writes an id to a cgroup file; false when the process or thread has ended */
function move(file: string, id: number): boolean {
  try {
    writeFileSync(file, String(id));
    return true;
  } catch {
    return false;
  }
}

function threadName(pid: number, tid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

function threadsOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).map(Number);
  } catch {
    return [];
  }
}

const idsIn = (dir: string, file: 'cgroup.procs' | 'tasks') =>
  readFileSync(join(dir, file), 'utf8').split('\n').filter(Boolean).map(Number);

export interface RendererSlowing {
  /** 1 runs the renderers freely; below 1 each renderer's main thread, its compositor and each worker thread may use that share of one core, its other threads together that share of OTHER_THREADS_CORES cores */
  setCoreShare(share: number): void;
  readonly coreShare: number;
  /** the CFS period of the groups at that share */
  readonly periodMs: number;
  /** puts renderers and worker threads started since into their groups now (the timer does so within 250 ms) */
  attach(): void;
  /** frees every renderer and removes the cgroups */
  stop(): void;
}

/** Creates the cgroups and puts the renderers below `rootPid` (default: this bench process) into them, unslowed. */
export function slowRenderers(rootPid = process.pid): RendererSlowing {
  if (!existsSync(join(CPU_CGROUPS, 'cgroup.procs'))) throw new Error(`no cgroup v1 cpu controller at ${CPU_CGROUPS}`);
  const root = join(CPU_CGROUPS, `hwe-bench-${process.pid}`);
  mkdirSync(root, { recursive: true });
  let coreShare = 1;
  /** each group's directory and how many slow cores it gets */
  const groups = new Map<string, number>();
  const setQuota = (dir: string) => {
    const period = periodFor(coreShare);
    writeFileSync(join(dir, 'cpu.cfs_quota_us'), '-1');
    writeFileSync(join(dir, 'cpu.cfs_period_us'), String(period));
    if (coreShare < 1) writeFileSync(join(dir, 'cpu.cfs_quota_us'), String(Math.round(period * coreShare * groups.get(dir)!)));
  };
  const group = (name: string, cores = 1) => {
    const dir = join(root, name);
    if (!groups.has(dir)) {
      mkdirSync(dir, { recursive: true });
      groups.set(dir, cores);
      setQuota(dir);
    }
    return dir;
  };
  /** threads already in their final group, by renderer */
  const placed = new Map<number, Set<number>>();

  const placeThreads = (pid: number) => {
    const known = placed.get(pid)!;
    const mainName = threadName(pid, pid);
    for (const tid of threadsOf(pid)) {
      if (known.has(tid)) continue;
      const name = threadName(pid, tid);
      if (name === undefined) continue;
      if (tid === pid) {
        known.add(tid);
      } else if (WORKER_THREAD.test(name)) {
        if (move(join(group(`worker-${tid}`), 'tasks'), tid)) known.add(tid);
      } else if (name === COMPOSITOR_THREAD) {
        if (move(join(group(`compositor-${pid}`), 'tasks'), tid)) known.add(tid);
      } else if (name !== mainName) {
        if (move(join(group(`others-${pid}`, OTHER_THREADS_CORES), 'tasks'), tid)) known.add(tid);
      } // else not named yet (a new thread carries its creator's name for a moment): look again next time
    }
  };
  const placeProcesses = () => {
    const { renderers, zygotes } = chromiumChildren(rootPid);
    for (const pid of zygotes) move(join(group('zygotes'), 'cgroup.procs'), pid);
    for (const pid of renderers) {
      if (placed.has(pid)) continue;
      if (move(join(group(`renderer-${pid}`), 'cgroup.procs'), pid)) placed.set(pid, new Set());
    }
    for (const pid of placed.keys()) if (!existsSync(`/proc/${pid}`)) placed.delete(pid);
    removeEmptyGroups();
  };
  const removeEmptyGroups = () => {
    for (const dir of groups.keys()) {
      if (dir.endsWith('zygotes') || idsIn(dir, 'tasks').length > 0) continue;
      try {
        rmdirSync(dir);
        groups.delete(dir);
      } catch {
        // a thread entered it meanwhile
      }
    }
  };
  const attach = () => {
    placeProcesses();
    for (const pid of placed.keys()) placeThreads(pid);
  };

  let tick = 0;
  const timer = setInterval(() => {
    if (++tick % (PROCESS_SCAN_MS / THREAD_SCAN_MS) === 0) placeProcesses();
    for (const pid of placed.keys()) placeThreads(pid);
  }, THREAD_SCAN_MS);
  timer.unref();
  attach();

  return {
    setCoreShare(share) {
      attach();
      coreShare = Math.min(1, Math.max(MIN_CORE_SHARE, share));
      for (const dir of groups.keys()) setQuota(dir);
    },
    get coreShare() {
      return coreShare;
    },
    get periodMs() {
      return periodFor(coreShare) / 1000;
    },
    attach,
    stop() {
      clearInterval(timer);
      for (const dir of groups.keys()) {
        for (const tid of idsIn(dir, 'tasks')) move(join(CPU_CGROUPS, 'tasks'), tid);
        rmdirSync(dir);
      }
      rmdirSync(root);
    },
  };
}
