/**
 * Shows that nothing more happens for `ms` after an event the test has already awaited: `check`
 * (which throws, e.g. an `expect`, when something more has happened) runs at once, every 100 ms
 * and at the end of the window, so a failure is reported as soon as it is seen.
 *
 * Only for absence, and only after the event that would come before it: waiting a fixed time
 * for something to happen is what expect.poll and the locator assertions are for. Keep `ms`
 * short and say in the caller why it is long enough for the unwanted thing to show.
 */
export async function expectNothingMoreWithin(ms: number, check: () => unknown): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    await check();
    const left = end - Date.now();
    if (left <= 0) return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(100, left)));
  }
}
