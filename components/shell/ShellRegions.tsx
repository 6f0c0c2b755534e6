/**
 * The client shell's two live regions (browser/shell/runtime): the delayed-route notice, shown
 * when a navigation takes longer than a second, and the announcement of each new page for
 * screen readers. The shell's words come with its code (lib/site/client-settings).
 */
export function ShellRegions() {
  return (
    <>
      <div id="shell-status" role="status" className="route-status">
        <p id="route-notice" hidden className="route-notice" />
      </div>
      <div id="route-announcer" aria-live="assertive" aria-atomic="true" className="sr-only" />
    </>
  );
}
