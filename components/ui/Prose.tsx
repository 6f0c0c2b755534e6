/**
 * Each table of sanitised HTML in a box of its own that scrolls sideways, so a wide table never
 * makes the page wider than the window. The box takes keyboard focus (tabindex) and has a name,
 * so its scroll is reachable without a mouse and announced as what it is. The HTML comes from
 * lib/content's sanitiser, which writes a table as a bare <table> element.
 */
export function wrapTables(html: string, label: string): string {
  const name = label.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return html
    .replace(/<table>/g, `<div class="table-scroll" tabindex="0" role="region" aria-label="${name}"><table>`)
    .replace(/<\/table>/g, '</table></div>');
}

/**
 * Renders HTML that lib/content already sanitised when it turned markdown into HTML. `tableLabel`
 * names the scrolling box around each table (wrapTables).
 */
export function Prose({ html, tableLabel }: { html: string; tableLabel: string }) {
  return (
    <div
      className="prose prose-stone max-w-prose dark:prose-invert prose-a:text-amber-800 dark:prose-a:text-amber-300"
      dangerouslySetInnerHTML={{ __html: wrapTables(html, tableLabel) }}
    />
  );
}
