import Link from 'next/link';

import type { Category, Site } from '@/lib/content';
import { paths } from '@/lib/site/paths';

export function Header({ site, categories }: { site: Site; categories: Category[] }) {
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link href={paths.home} className="text-xl font-bold tracking-tight text-stone-900">
          {site.brand}
        </Link>
        <nav aria-label="Categories">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link href={category.url} className="text-stone-700 hover:text-amber-800 hover:underline">
                  {category.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
