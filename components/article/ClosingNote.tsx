import { HelpServices } from '@/components/ui/HelpServices';
import { sharedMarkup } from '@/components/ui/shared-markup';
import type { Site } from '@/lib/content';
import { uiText } from '@/lib/site/ui-text';

/**
 * The note every article ends with: the site's age limit, a word on limits, and where to find
 * help, all from site.yaml's responsible_gambling, so the articles, the footer and About Us
 * say the same thing. The same on every article: rendered once a process
 * (components/ui/shared-markup.ts).
 */
export function ClosingNote({ site }: { site: Site }) {
  const text = uiText(site.locale).responsibleGambling;
  const note = sharedMarkup([site], 'closing-note', () => (
    <>
      <p>{text.note(site.responsibleGambling.ageLimit)}</p>
      <p>
        {`${text.helpLead} `}
        <HelpServices site={site} />
      </p>
    </>
  ));
  return (
    <aside
      aria-label={text.noteLabel}
      data-closing-note
      className="closing-note"
      dangerouslySetInnerHTML={{ __html: note }}
    />
  );
}
