// Honest slowing (issue 13): every Chromium renderer process this bench started — its main thread and its workers
// alike — runs in a cgroup (v1 cpu controller) with a CPU quota: CFS bandwidth control with a 40 ms period, so a
// task is held back in slices of milliseconds, not in 100 ms blocks. Zygotes join the cgroup too, so renderers forked
// later (a navigation, a service worker) start in it. The quota is a share of one core; ./calibration.ts tunes it
// until the busy loop runs `rate` times slower than free (on a machine busy with other work the free renderer
// already gets less than a core, so 1/rate of a core would not slow it by `rate`).
// Tried first and rejected: a SIGSTOP/SIGCONT duty cycle (cpulimit, or a fixed one) does not slow a process on a
// loaded machine — the scheduler gives a process that was stopped the CPU first once it runs again.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CPU_CGROUPS = '/sys/fs/cgroup/cpu';
const PERIOD_US = 40_000;
/** the kernel's smallest quota is 1 ms */
export const MIN_CORE_SHARE = 1_000 / PERIOD_US;

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
function rendererProcesses(rootPid: number): number[] {
  const byParent = childrenByParent();
  const found: number[] = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    for (const pid of byParent.get(queue.shift()!) ?? []) {
      queue.push(pid);
      try {
        if (/--type=(renderer|zygote)/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) found.push(pid);
      } catch {
        // ended meanwhile
      }
    }
  }
  return found;
}

function movePids(cgroupDir: string, pids: readonly number[]) {
  for (const pid of pids) {
    try {
      writeFileSync(join(cgroupDir, 'cgroup.procs'), String(pid));
    } catch {
      // ended meanwhile
    }
  }
}

export interface RendererSlowing {
  /** 1 runs the renderers freely; below 1 they may use that share of one core */
  setCoreShare(share: number): void;
  readonly coreShare: number;
  /** puts any renderer started since into the cgroup (the zygote's children are in it already) */
  attach(): void;
  /** frees every renderer and removes the cgroup */
  stop(): void;
}

/** Creates the cgroup and puts the renderers below `rootPid` (default: this bench process) into it, unslowed. */
export function slowRenderers(rootPid = process.pid): RendererSlowing {
  if (!existsSync(join(CPU_CGROUPS, 'cgroup.procs'))) throw new Error(`no cgroup v1 cpu controller at ${CPU_CGROUPS}`);
  const dir = join(CPU_CGROUPS, `hwe-bench-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
  let coreShare = 1;
  const setCoreShare = (share: number) => {
    const bounded = Math.min(1, Math.max(MIN_CORE_SHARE, share));
    writeFileSync(join(dir, 'cpu.cfs_quota_us'), bounded === 1 ? '-1' : String(Math.round(PERIOD_US * bounded)));
    coreShare = bounded;
  };
  const attach = () => movePids(dir, rendererProcesses(rootPid));
  setCoreShare(1);
  attach();
  return {
    setCoreShare(share) {
      attach();
      setCoreShare(share);
    },
    get coreShare() {
      return coreShare;
    },
    attach,
    stop() {
      setCoreShare(1);
      const left = readFileSync(join(dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean).map(Number);
      movePids(CPU_CGROUPS, left);
      rmdirSync(dir);
    },
  };
}
