// Where the site says its bylines are pen names and its articles are written with AI assistance:
// the section of About Us headed with the words of the link that leads there
// (`howArticlesAreMade`), so a byline's link lands on the answer, not at the top of the page.
import { headingSlug } from '../content/heading-ids.ts';
import type { Locale } from '../content/model/index.ts';
import { paths } from './paths.ts';
import { uiText } from './ui-text/index.ts';

/** The heading About Us must have, and its id on the page (as every `##` heading gets one). */
export function disclosureSection(locale: Locale): { heading: string; id: string } {
  const heading = uiText(locale).article.howArticlesAreMade;
  return { heading, id: headingSlug(heading, locale) };
}

export function disclosureHref(locale: Locale): string {
  return `${paths.aboutUs}#${disclosureSection(locale).id}`;
}
