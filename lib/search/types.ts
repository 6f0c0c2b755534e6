/** One article as the search sees it. */
export interface SearchDocument {
  id: string;
  title: string;
  slug: string;
  /** 'category → subcategory', the heading the result is listed under. */
  group: string;
}

export interface SearchGroup {
  heading: string;
  results: SearchDocument[];
}

/**
 * The search data file (page-data/sq/d/{hash}.json). Rows rather than objects, and each
 * heading written once: at 10,000 titles this is a third smaller gzipped than a list of
 * SearchDocument objects (docs/performance.md).
 */
export interface SearchIndexFile {
  /** Every 'category → subcategory' heading, once. */
  groups: string[];
  /** title, slug and the position of the heading in `groups`, one row per article. */
  articles: [title: string, slug: string, group: number][];
}
