import Link from 'next/link';

import { PageHeading } from '@/components/ui/PageHeading';
import { getAuthors, getSeo, getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { paths } from '@/lib/site/paths';

export function generateMetadata() {
  return pageMetadata(getSite(), { ...getSeo('authors'), path: paths.authors });
}

export default function AuthorsPage() {
  return (
    <>
      <PageHeading title="Authors" />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {getAuthors().map((author) => (
          <li key={author.slug} className="rounded border border-stone-200 p-4">
            <h2 className="font-semibold">
              <Link href={author.url} className="hover:text-amber-800 hover:underline">
                {author.name}
              </Link>
            </h2>
            <p className="text-sm text-stone-600">{author.role}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
