/** What the search data file holds for one article. */
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
