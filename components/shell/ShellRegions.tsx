/**
 * The client shell's two live regions (lib/shell/runtime): the delayed-route notice, shown
 * when a navigation takes longer than a second, and the announcement of each new page for
 * screen readers. The shell's words come with its code (lib/site/client-settings).
 */
export function ShellRegions() {
  return (
    <>
      <div
        id="shell-status"
        role="status"
        className="pointer-events-none fixed inset-x-0 top-0 z-50 flex justify-center"
      >
        <p id="route-notice" hidden className="mt-2 rounded-full bg-stone-900 px-4 py-1.5 text-sm font-medium text-white shadow-lg dark:bg-stone-100 dark:text-stone-900" />
      </div>
      <div id="route-announcer" aria-live="assertive" aria-atomic="true" className="sr-only" />
    </>
  );
}
