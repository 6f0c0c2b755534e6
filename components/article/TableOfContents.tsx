import type { SectionHeading } from '@/lib/content/article-body';
import { TABLE_OF_CONTENTS_MIN_HEADINGS } from '@/lib/site/constants';

/**
 * 'On this page': links to an article's sections, after its lead, when it has at least
 * TABLE_OF_CONTENTS_MIN_HEADINGS of them (docs/content.md#headings-and-the-table-of-contents).
 * Plain links to the headings' ids: it needs no script, and the shell leaves a jump within the
 * page to the browser, so the address keeps the fragment and Back returns to where it was.
 */
export function TableOfContents({ headings, label }: { headings: readonly SectionHeading[]; label: string }) {
  if (headings.length < TABLE_OF_CONTENTS_MIN_HEADINGS) return null;
  return (
    <nav aria-labelledby="on-this-page" className="toc">
      <h2 id="on-this-page">{label}</h2>
      <ol>
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
