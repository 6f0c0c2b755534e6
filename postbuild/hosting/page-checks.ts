// What a built page may hold under its Content-Security-Policy, checked before any header is
// written: the policy allows only what the site meant to ship, so anything else stops the build
// with the page named rather than being allowed, or silently blocked in readers' browsers.
import type { PagePolicy } from './page-policies.ts';

/** How many pages a problem line names before it says how many more. */
const NAMED_PAGES = 5;

function listed(pages: readonly string[]): string {
  const shown = pages.slice(0, NAMED_PAGES).join(', ');
  return pages.length > NAMED_PAGES ? `${shown} and ${pages.length - NAMED_PAGES} more` : shown;
}

/**
 * One line per kind of fault, naming the pages: an inline script the site did not mark as its own
 * (data-site-script), a Partytown script whose origin is not one of the site's third_party_scripts,
 * and a style="" attribute, which only style-src 'unsafe-inline' would allow.
 */
export function pageProblems(pages: readonly PagePolicy[], thirdPartyAllowlist: readonly string[]): string[] {
  const problems: string[] = [];
  const unmarked = pages.filter((page) => page.sources.unmarkedScripts.length > 0);
  if (unmarked.length > 0) {
    const first = unmarked[0]!;
    problems.push(
      `${unmarked.length} page(s) hold inline scripts the site did not write (${listed(unmarked.map((page) => page.file))}; ` +
        `${first.file}: ${first.sources.unmarkedScripts[0]}); expected only scripts marked data-site-script at render`,
    );
  }
  const allowedOrigins = new Set(thirdPartyAllowlist.map((url) => new URL(url).origin));
  const foreign = pages.flatMap((page) =>
    page.sources.offMainThreadScripts
      .filter((src) => !URL.canParse(src) || !allowedOrigins.has(new URL(src).origin))
      .map((src) => `${page.file}: ${src}`),
  );
  if (foreign.length > 0) {
    const origins = [...allowedOrigins].join(', ') || 'none';
    problems.push(
      `${foreign.length} Partytown script(s) from an origin the site's third_party_scripts do not list (${listed(foreign)}); ` +
        `expected one of: ${origins}`,
    );
  }
  const styled = pages.filter((page) => page.sources.hasStyleAttributes).map((page) => page.file);
  if (styled.length > 0) {
    problems.push(
      `${styled.length} page(s) have style="" attributes (${listed(styled)}), which only style-src 'unsafe-inline' ` +
        'allows; expected classes from the stylesheet',
    );
  }
  return problems;
}
