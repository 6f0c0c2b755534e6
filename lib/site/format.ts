// Dates are formatted at build time in UTC, so two builds of one commit give the same HTML.

// One formatter per locale: creating an Intl.DateTimeFormat is far slower than using one, and
// a listing formats a date per card (2% of a 1,000-article build's render time did this).
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(locale: string): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale.replace('_', '-'), {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

export function formatDate(isoDate: string, locale: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return dateFormatter(locale).format(date);
}
