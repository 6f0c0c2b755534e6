import Link from '@/components/ui/Link';

import { paths } from '@/lib/site/paths';
import type { UiText } from '@/lib/site/ui-text';

/**
 * On the authors page and every author page: the bylines are pen names, and the articles are
 * written with AI assistance, with a link to About Us, which says what is checked. A reader
 * meets an invented name here first, so this is where it must not pass for a real person.
 */
export function PenNamesNote({ text, className }: { text: UiText['article']; className?: string }) {
  return (
    <p data-pen-names className={className ? `pen-names-note ${className}` : 'pen-names-note'}>
      {`${text.penNames} `}
      <Link href={paths.aboutUs}>{text.howArticlesAreMade}</Link>
    </p>
  );
}
