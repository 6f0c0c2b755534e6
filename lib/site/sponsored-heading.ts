// A sponsored block's heading is one of four texts in the site's locale, picked by the sum of
// the site id's letter codes modulo 4 (docs/ads.md#the-sponsored-heading). Sites of one
// network thus word the same block differently.

/** The sum of the UTF-16 code units of the id: 'oddsaces' → 838. */
export function letterSum(siteId: string): number {
  let sum = 0;
  for (let i = 0; i < siteId.length; i += 1) sum += siteId.charCodeAt(i);
  return sum;
}

/** Which of the four heading texts a site shows: letterSum(siteId) mod 4, 0 to 3. */
export function sponsoredHeadingIndex(siteId: string): 0 | 1 | 2 | 3 {
  return (letterSum(siteId) % 4) as 0 | 1 | 2 | 3;
}

/** The site's heading among a locale's four texts. */
export function pickSponsoredHeading(siteId: string, headings: readonly [string, string, string, string]): string {
  return headings[sponsoredHeadingIndex(siteId)];
}
