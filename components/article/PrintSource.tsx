import type { Article, Site } from '@/lib/content';
import { formatDate } from '@/lib/site/format';
import { uiText } from '@/lib/site/ui-text';

/**
 * The end of an article's printed copy: the address it was printed from (its canonical
 * address, as plain text, since paper has no links) and its dates. Hidden on screen by
 * .print-source (app/globals.css), so it takes no room and no script there.
 */
export function PrintSource({ site, article }: { site: Site; article: Article }) {
  const text = uiText(site.locale);
  return (
    <footer data-print-source className="print-source">
      <p>{`${text.reading.printSource}: ${new URL(article.url, site.domain).href}`}</p>
      <p>
        {`${text.article.published} `}
        <time dateTime={article.published}>{formatDate(article.published, site.locale)}</time>
        {article.updated && (
          <>
            {` · ${text.article.updated} `}
            <time dateTime={article.updated}>{formatDate(article.updated, site.locale)}</time>
          </>
        )}
      </p>
    </footer>
  );
}
