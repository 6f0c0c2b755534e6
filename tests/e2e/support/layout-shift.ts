import type { Page } from '@playwright/test';

/**
 * Sums the page's layout shifts not caused by the reader's input (the CLS of one page load),
 * from before its first byte; call before page.goto. Returns a reader of the running total.
 */
export async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const scope = window as unknown as { __shift: number; __shiftSources: string[] };
    scope.__shift = 0;
    scope.__shiftSources = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        scope.__shift += entry.value;
        // What moved, for the message of a failing test: the element and its boxes before and after.
        for (const source of entry.sources ?? []) {
          const node = source.node as Element | null | undefined;
          const name = node
            ? `${node.nodeName.toLowerCase()}${node.className ? `.${String(node.className)}` : ''}`
            : '?';
          const box = (rect: DOMRectReadOnly) =>
            `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
          scope.__shiftSources.push(
            `${name} at ${Math.round(entry.startTime)} ms: ${box(source.previousRect)} → ${box(source.currentRect)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    const { shift, sources } = await page.evaluate(() => {
      const scope = window as unknown as { __shift: number; __shiftSources: string[] };
      return { shift: scope.__shift, sources: scope.__shiftSources };
    });
    // A shift is rare and hard to reproduce: the test's output says what moved.
    if (shift > 0) console.warn(`layout shift ${shift} on ${page.url()}: ${sources.join('; ')}`);
    return shift;
  };
}
