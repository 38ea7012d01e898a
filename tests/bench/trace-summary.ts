// What the long main-thread tasks of a Chromium trace are made of (used by ./chart-trace.ts and ./mobile-trace.ts):
// each task of the journey page's main thread over a threshold, wall and CPU time, the CPU time of the renderer's other
// threads meanwhile (they share the main thread's quota; workers not counted), the events inside it that took a
// millisecond of CPU or more, and the functions the CPU profile sampled most in it (self time).

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'v8',
  'disabled-by-default-v8.compile',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'toplevel',
  'cc',
  'blink',
  ...(process.env.TRACE_PROFILE === '0' ? [] : ['disabled-by-default-v8.cpu_profiler']),
];

interface CallFrame {
  functionName: string;
  url?: string;
  lineNumber?: number;
  columnNumber?: number;
}

interface ProfileData {
  startTime?: number;
  cpuProfile?: { nodes?: { id: number; callFrame: CallFrame }[]; samples?: number[] };
  timeDeltas?: number[];
}

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  /** wall time, µs */
  dur?: number;
  /** the thread's CPU time, µs */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: { url?: string; functionName?: string } & ProfileData; name?: string };
}

/** the outermost events of a task on any thread */
const TOP_LEVEL_TASKS = ['ThreadControllerImpl::RunTask', 'ThreadPool_RunTask'];
const SHOWN_EVENT_CPU_MS = 1;
/** deeper events are left out: the lines above them say enough */
const SHOWN_DEPTH = 5;
const SHOWN_FUNCTIONS = 12;

const ms = (microseconds = 0) => (microseconds / 1000).toFixed(1).padStart(6);

function describe(event: TraceEvent): string {
  const data = event.args?.data;
  return [event.name, data?.functionName, data?.url?.replace(/^.*\//, '')].filter(Boolean).join(' ');
}

/** CPU time of `tasks` inside `window`, a task partly inside counted by its share of wall time */
function cpuWithin(tasks: TraceEvent[], window: TraceEvent): number {
  let cpu = 0;
  for (const task of tasks) {
    const overlap = Math.min(task.ts + task.dur!, window.ts + window.dur!) - Math.max(task.ts, window.ts);
    if (overlap > 0) cpu += ((task.tdur ?? 0) * overlap) / Math.max(task.dur!, 1);
  }
  return cpu;
}

interface Sample {
  ts: number;
  frame: CallFrame;
}

/** The CPU profile's samples of one thread (its chunks come from a profiler thread, under the profile's id). */
function profileSamples(events: TraceEvent[], pid: number, tid: number): Sample[] {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  const frames = new Map<number, CallFrame>();
  const samples: Sample[] = [];
  let ts = profile?.args?.data?.startTime ?? 0;
  for (const event of events) {
    const data = event.args?.data;
    if (event.name !== 'ProfileChunk' || event.pid !== pid || event.id !== profile?.id || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) frames.set(node.id, node.callFrame);
    (data.cpuProfile?.samples ?? []).forEach((id, index) => {
      ts += data.timeDeltas?.[index] ?? 0;
      const frame = frames.get(id);
      if (frame) samples.push({ ts, frame });
    });
  }
  return samples;
}

function topFunctions(samples: Sample[], task: TraceEvent): string[] {
  const inside = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= task.ts + task.dur!);
  const counts = new Map<string, number>();
  for (const { frame } of inside) {
    const where = frame.url ? ` ${frame.url.replace(/^.*\//, '')}:${(frame.lineNumber ?? 0) + 1}` : '';
    const name = `${frame.functionName || '(anonymous)'}${where}`;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, SHOWN_FUNCTIONS)
    .map(([name, count]) => `    ${String(Math.round((100 * count) / inside.length)).padStart(3)} % of samples  ${name}`);
}

/** The busiest renderer main thread (the journey page's; the bench page waits meanwhile): its tasks over `shownTaskMs` with what is in them. */
export function summarizeTrace(events: TraceEvent[], shownTaskMs: number): string[] {
  const start = events.reduce((first, e) => (e.ts > 0 && e.ts < first ? e.ts : first), Infinity);
  const names = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args?.name]));
  const busy = new Map<number, number>();
  for (const e of events) {
    if (e.name === 'ThreadControllerImpl::RunTask' && names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain') busy.set(e.pid, (busy.get(e.pid) ?? 0) + (e.dur ?? 0));
  }
  const pid = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((e) => e.pid === pid && names.get(`${e.pid}:${e.tid}`) === 'CrRendererMain' && e.ph === 'X' && e.dur !== undefined);
  const mainTid = onMain[0]?.tid;
  const otherTasks = events.filter(
    (e) => e.pid === pid && e.tid !== mainTid && TOP_LEVEL_TASKS.includes(e.name) && e.dur !== undefined && !/Worker thread/.test(names.get(`${e.pid}:${e.tid}`) ?? ''),
  );
  const samples = pid === undefined || mainTid === undefined ? [] : profileSamples(events, pid, mainTid);
  const lines: string[] = [];
  for (const task of onMain.filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.dur! >= shownTaskMs * 1000)) {
    lines.push(
      `task at ${((task.ts - start) / 1000).toFixed(0)} ms: wall ${ms(task.dur)} ms, cpu ${ms(task.tdur)} ms, other threads of the renderer meanwhile cpu ${ms(cpuWithin(otherTasks, task))} ms`,
    );
    const inside = onMain
      .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur! && (e.tdur ?? 0) >= SHOWN_EVENT_CPU_MS * 1000)
      .sort((a, b) => a.ts - b.ts);
    for (const event of inside) {
      const depth = inside.filter((outer) => outer !== event && outer.ts <= event.ts && outer.ts + outer.dur! >= event.ts + event.dur!).length;
      if (depth < SHOWN_DEPTH) lines.push(`${'  '.repeat(depth + 1)}wall ${ms(event.dur)} cpu ${ms(event.tdur)} ${describe(event)}`);
    }
    lines.push(...topFunctions(samples, task));
  }
  return lines;
}
