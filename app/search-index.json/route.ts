// The search index's data: written once at build time as /search-index.json and fetched by
// the search box on first use, so it is never part of a page's first load.
import { getArticles, getCategories } from '@/lib/content';
import { buildSearchDocuments } from '@/lib/search/documents';

export const dynamic = 'force-static';

export function GET() {
  // Path: SEARCH_INDEX_PATH in lib/site/data-paths.ts.
  return Response.json(buildSearchDocuments(getArticles(), getCategories()));
}
