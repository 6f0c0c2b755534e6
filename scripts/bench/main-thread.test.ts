import { describe, expect, it } from 'vitest';

import { typingTasks, type TraceEvent } from './main-thread.ts';

const PAGE = { pid: 7, tid: 1 };
const OTHER_RENDERER = { pid: 9, tid: 1 };
const BROWSER = { pid: 1, tid: 1 };

const threadName = (at: { pid: number; tid: number }, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  ...at,
  args: { name },
});
const task = (at: { pid: number; tid: number }, startMs: number, ms: number): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts: startMs * 1000,
  dur: ms * 1000,
  ...at,
});
const key = (at: { pid: number; tid: number }, startMs: number, type = 'keydown'): TraceEvent => ({
  name: 'EventDispatch',
  ph: 'X',
  ts: startMs * 1000,
  dur: 500,
  ...at,
  args: { data: { type } },
});

describe('typingTasks', () => {
  it("times the page's tasks, and the keys' among them", () => {
    const events = [
      threadName(PAGE, 'CrRendererMain'),
      threadName(OTHER_RENDERER, 'CrRendererMain'),
      threadName(BROWSER, 'CrBrowserMain'),
      // Three keys, in tasks of 12, 20 and 9 ms; the list's render after them takes 31 ms.
      task(PAGE, 0, 12),
      key(PAGE, 1),
      task(PAGE, 100, 20),
      key(PAGE, 100.5),
      key(PAGE, 101, 'input'),
      task(PAGE, 130, 31),
      task(PAGE, 200, 9),
      key(PAGE, 202),
      // Another renderer's and the browser's tasks are not the page's, however long.
      task(OTHER_RENDERER, 0, 400),
      key(OTHER_RENDERER, 5),
      task(BROWSER, 0, 300),
    ];
    expect(typingTasks(events)).toEqual({
      tasks: 4,
      longestTaskMs: 31,
      keyTasks: 3,
      medianKeyTaskMs: 12,
      slowestKeyTaskMs: 20,
    });
  });

  it('counts a task run inside another as part of it', () => {
    const events = [threadName(PAGE, 'CrRendererMain'), task(PAGE, 0, 40), task(PAGE, 10, 5), key(PAGE, 12)];
    expect(typingTasks(events)).toMatchObject({ tasks: 1, longestTaskMs: 40, keyTasks: 1, slowestKeyTaskMs: 40 });
  });

  it('says so when no key reached a page in the trace, or none of its tasks is in it', () => {
    const events = [threadName(PAGE, 'CrRendererMain'), task(PAGE, 0, 40), key(PAGE, 1, 'input')];
    expect(() => typingTasks(events)).toThrow(/no renderer main thread dispatched a keydown/);
    expect(() => typingTasks([threadName(PAGE, 'CrRendererMain'), key(PAGE, 1)])).toThrow(/no RunTask/);
  });
});
