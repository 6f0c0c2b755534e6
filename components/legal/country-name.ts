import type { Locale } from '@/lib/content/model';

/** A country's name in the site's language, from its ISO 3166-1 code: `US` → "United States". */
export function countryName(locale: Locale, code: string): string {
  // The platform's own list (ICU), so no table of names to keep in step with the sites' languages.
  return new Intl.DisplayNames([locale.replace('_', '-')], { type: 'region' }).of(code) ?? code;
}
