import Link from '@/components/ui/Link';

import { getArticle, type SeriesPlace } from '@/lib/content';
import type { SeriesText } from '@/lib/site/ui-text/types';

/**
 * 'Part N of M' of a series, with links to the part before, the part after and the series page
 * (docs/content.md#series). Plain links in the page's HTML: no script, and nothing arrives
 * later to move the article.
 */
export function SeriesNav({ place, text }: { place: SeriesPlace; text: SeriesText }) {
  const previous = place.previous ? getArticle(place.previous) : undefined;
  const next = place.next ? getArticle(place.next) : undefined;
  return (
    <nav aria-label={`${text.label}: ${place.series.title}`} className="series-nav" data-series={place.series.slug}>
      <p>
        <strong>{text.partOf(place.position, place.total)}</strong>
        {' · '}
        <Link href={place.series.url}>{place.series.title}</Link>
      </p>
      {(previous || next) && (
        <ul>
          {previous && (
            <li>
              {`${text.previous}: `}
              <Link href={previous.url} rel="prev">
                {previous.title}
              </Link>
            </li>
          )}
          {next && (
            <li>
              {`${text.next}: `}
              <Link href={next.url} rel="next">
                {next.title}
              </Link>
            </li>
          )}
        </ul>
      )}
    </nav>
  );
}

/**
 * At the end of a part: the link to the next part, where a reader who has finished this one
 * looks for it. The last part has none. A paragraph, not a landmark: the block under the title
 * is the series' navigation, and two landmarks of one name would be ambiguous.
 */
export function SeriesNextPart({ place, text }: { place: SeriesPlace; text: SeriesText }) {
  const next = place.next ? getArticle(place.next) : undefined;
  if (!next) return null;
  return (
    <p className="series-next" data-series={place.series.slug}>
      {`${text.next}: `}
      <Link href={next.url} rel="next">
        {next.title}
      </Link>
    </p>
  );
}
