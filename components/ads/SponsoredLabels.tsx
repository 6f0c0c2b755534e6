import type { Site } from '@/lib/content';
import { uiText } from '@/lib/site/ui-text';

/** The site's age mark, '21+' for a site whose readers must be 21 (site.yaml responsible_gambling). */
export function ageMark(site: Site): string {
  return uiText(site.locale).responsibleGambling.ageMark(site.responsibleGambling.ageLimit);
}

/**
 * The visible 'Sponsored' and age marks every ad carries, inside its link so they are part of its
 * name. The row is a badge's height (its line and border) before its badges have arrived, so in a
 * first paint of half-parsed HTML it already stands where they leave it.
 */
export function SponsoredLabels({ sponsored, ageMark }: { sponsored: string; ageMark: string }) {
  return (
    <span className="inline-flex min-h-[calc(1rem+2px)] shrink-0 gap-1 align-middle">
      <span className="ad-badge">{sponsored}</span>
      <span className="ad-badge">{ageMark}</span>
    </span>
  );
}
