/** The site built when SITE_ID is not set: the network's first site. */
export const DEFAULT_SITE_ID = 'oddsaces';

// Site ids name storage buckets (idn-{site}), so they follow S3's bucket-name rules.
const SITE_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,50}[a-z0-9])?$/;

/** The site chosen for this build by the SITE_ID environment variable. */
export function currentSiteId(env: Record<string, string | undefined> = process.env): string {
  const raw = env.SITE_ID?.trim();
  if (!raw) return DEFAULT_SITE_ID;
  if (!SITE_ID_PATTERN.test(raw)) {
    throw new Error(
      `SITE_ID "${raw}" is not a valid site id (expected lowercase letters, digits and inner hyphens, at most 52 characters)`,
    );
  }
  return raw;
}
