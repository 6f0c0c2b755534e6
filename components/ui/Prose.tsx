/**
 * Each table of sanitised HTML in a box of its own that scrolls sideways, so a wide table never
 * makes the page wider than the window. The box carries its name in `data-scroll-label`: when its
 * table is wider than it, the shell makes it a named region and a Tab stop
 * (browser/shell/table-scroll.ts), so its scroll is reachable without a mouse and announced as
 * what it is; a table that fits is no Tab stop. The HTML comes from lib/content's sanitiser,
 * which writes a table as a bare <table> element.
 *
 * Two regions of one page may not share a name (a screen reader's list of landmarks could not
 * tell them apart): when the page has more than one table, each name ends with its number,
 * "(2/3)". `numbering` says where this HTML's tables stand among the page's, for a page whose
 * body is rendered in parts; by default this HTML is all of it.
 */
export function wrapTables(
  html: string,
  label: string,
  numbering: { first: number; total: number } = { first: 1, total: countTables(html) },
): string {
  const name = label.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  let next = numbering.first;
  return html
    .replace(/<table>/g, () => {
      const numbered = numbering.total > 1 ? `${name} (${next}/${numbering.total})` : name;
      next += 1;
      return `<div class="table-scroll" data-scroll-label="${numbered}"><table>`;
    })
    .replace(/<\/table>/g, '</table></div>');
}

/**
 * Gives each in-site link of sanitised HTML its absolute address on `origin`, which print
 * writes after the link's words (app/globals.css): a bare path means nothing on paper.
 */
export function withPrintAddresses(html: string, origin: string): string {
  return html.replace(
    /<a href="(\/(?!\/)[^"]*)"/g,
    (_, path: string) => `<a href="${path}" data-print-href="${origin}${path}"`,
  );
}

/** The tables of sanitised HTML. */
export function countTables(html: string): number {
  return html.match(/<table>/g)?.length ?? 0;
}

/**
 * Renders HTML that lib/content already sanitised when it turned markdown into HTML. `tableLabel`
 * names the scrolling box around each table, `tableNumbering` where its tables stand among the
 * page's (wrapTables).
 */
export function Prose({
  html,
  tableLabel,
  tableNumbering,
  siteOrigin,
}: {
  html: string;
  tableLabel: string;
  tableNumbering?: { first: number; total: number };
  /** The site's origin: its in-site links then print their address (withPrintAddresses). */
  siteOrigin?: string;
}) {
  const withAddresses = siteOrigin ? withPrintAddresses(html, siteOrigin) : html;
  return (
    <div
      className="prose prose-stone max-w-prose dark:prose-invert prose-a:text-amber-800 dark:prose-a:text-amber-300"
      dangerouslySetInnerHTML={{ __html: wrapTables(withAddresses, tableLabel, tableNumbering) }}
    />
  );
}
