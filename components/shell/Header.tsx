import { Island } from '@/components/islands/Island';
import Link from '@/components/ui/Link';
import { sharedMarkup } from '@/components/ui/shared-markup';

import { type Category, getSiteContent, type Site } from '@/lib/content';
import { buildSearchIndexFile } from '@/lib/search/documents';
import { paths } from '@/lib/site/paths';

import type { MenuCategory } from './menu-types';
import { SearchBox } from './search-box/SearchBox';
import { SiteLogo } from './SiteLogo';
import { SiteMenu } from './SiteMenu';

export function toMenuCategories(categories: Category[]): MenuCategory[] {
  return categories.map((category) => ({
    title: category.title,
    url: category.url,
    children: category.children.map((child) => ({ title: child.title, url: child.url })),
  }));
}

export function Header({ site, categories }: { site: Site; categories: Category[] }) {
  return (
    <header className="site-header">
      <div className="site-header-bar">
        {/* The same on every page: rendered once a process (components/ui/shared-markup.ts). */}
        <Link
          href={paths.home}
          className="site-logo"
          dangerouslySetInnerHTML={{
            __html: sharedMarkup([site], 'logo', () => (
              <>
                <SiteLogo size={32} />
                <span>{site.brand}</span>
              </>
            )),
          }}
        />
        <Island
          name="site-menu"
          component={SiteMenu}
          props={{
            // Pages read the tree from the menu slice that the post-build step writes; the
            // development server runs no post-build step, so there the page carries it.
            ...(process.env.NODE_ENV === 'development' && { categories: toMenuCategories(categories) }),
          }}
          className="flex min-h-9 items-center"
        />
        <Island
          name="search-box"
          component={SearchBox}
          props={{
            // No address of the search index: the box reads it from app-data.json, so that a new
            // article does not change every page (docs/architecture.md#incremental-builds). As the
            // menu's tree above, the development server has no data files: there the page
            // carries the whole index.
            ...(process.env.NODE_ENV === 'development' && {
              index: buildSearchIndexFile(getSiteContent().articles, categories),
            }),
          }}
          className="ml-auto w-full wide:w-auto"
        />
      </div>
    </header>
  );
}
