import type { Page } from '@playwright/test';

/**
 * Sums the page's layout shifts not caused by the reader's input (the CLS of one page load),
 * from before its first byte; call before page.goto. Returns a reader of the running total.
 */
export async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const scope = window as unknown as { __shift: number };
    scope.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) scope.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}
