import Link from '@/components/ui/Link';

import type { Locale } from '@/lib/content';
import { disclosureHref } from '@/lib/site/disclosure';
import type { UiText } from '@/lib/site/ui-text';

/**
 * On the authors page and every author page: the bylines are pen names, and the articles are
 * written with AI assistance, with a link to the part of About Us that says what is checked. A
 * reader meets an invented name here first, so this is where it must not pass for a real person.
 */
export function PenNamesNote({
  text,
  locale,
  className,
}: {
  text: UiText['article'];
  locale: Locale;
  className?: string;
}) {
  return (
    <p data-pen-names className={className ? `pen-names-note ${className}` : 'pen-names-note'}>
      {`${text.penNames} `}
      <Link href={disclosureHref(locale)}>{text.howArticlesAreMade}</Link>
    </p>
  );
}
