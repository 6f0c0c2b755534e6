// The page's main-thread tasks while a reader types, read from a Chromium trace. The Long Tasks
// API reports only tasks of 50 ms or more, so a run under the line says 0 and not how far under
// it the keys are; a trace times every task, and tells the keys' tasks from the others.

import { percentile } from './search.ts';

/** The fields of a Chrome trace event this reads (the Trace Event Format; times in µs). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { type?: string } };
}

/**
 * The categories whose events this reads: DOM events (`devtools.timeline`) and the renderer's
 * tasks, which Chromium records as `RunTask` only with the timeline's detailed category on.
 */
export const TYPING_TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'];

export interface TypingTasks {
  /** Every task of the page's main thread in the trace. */
  tasks: number;
  longestTaskMs: number;
  /** The tasks that dispatched a key to the page: one a key, as a rule. */
  keyTasks: number;
  medianKeyTaskMs: number;
  slowestKeyTaskMs: number;
}

const isKeyDispatch = (event: TraceEvent) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown';

/**
 * The tasks of the renderer's main thread that the keys went to. A trace holds every process
 * of the browser, and a page may have more than one renderer (a worker, a frame): the page's
 * is the `CrRendererMain` thread that dispatched the most keys.
 */
export function typingTasks(events: readonly TraceEvent[]): TypingTasks {
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const keysByThread = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (mainThreads.has(thread) && isKeyDispatch(event)) keysByThread.set(thread, (keysByThread.get(thread) ?? 0) + 1);
  }
  const page = [...keysByThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!page)
    throw new Error('typing trace: no renderer main thread dispatched a keydown (was devtools.timeline traced?)');

  const onPage = events.filter((event) => `${event.pid}:${event.tid}` === page && event.ph === 'X');
  // Outermost tasks only: a task run inside another (a nested run loop) is part of it.
  const tasks: TraceEvent[] = [];
  for (const task of onPage.filter((event) => event.name === 'RunTask').sort((a, b) => a.ts - b.ts)) {
    const last = tasks.at(-1);
    if (!last || task.ts >= last.ts + (last.dur ?? 0)) tasks.push(task);
  }
  if (tasks.length === 0) throw new Error(`typing trace: no RunTask on the page's main thread (${page})`);
  const keyStarts = onPage.filter(isKeyDispatch).map((event) => event.ts);
  const keyTasks = tasks
    .filter((task) => keyStarts.some((start) => start >= task.ts && start < task.ts + (task.dur ?? 0)))
    .map((task) => (task.dur ?? 0) / 1000)
    .sort((a, b) => a - b);
  const durations = tasks.map((task) => (task.dur ?? 0) / 1000);
  return {
    tasks: tasks.length,
    longestTaskMs: Math.max(0, ...durations),
    keyTasks: keyTasks.length,
    medianKeyTaskMs: keyTasks.length > 0 ? percentile(keyTasks, 0.5) : 0,
    slowestKeyTaskMs: keyTasks.at(-1) ?? 0,
  };
}
