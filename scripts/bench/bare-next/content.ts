// The synthetic corpus as the bare export reads it: the site's own loader over the same files
// (BARE_CONTENT_ROOT/content/{SITE_ID}/, written by scripts/bench/corpus.ts), read once per
// process, and the site's own markdown pipeline for the bodies.
import { articlesInSubcategory, groupArticles, type Grouping } from '../../../lib/content/grouping.ts';
import { loadSiteContent } from '../../../lib/content/load.ts';
import { compareArticles } from '../../../lib/content/reshape.ts';
import type { Article, SiteContent } from '../../../lib/content/model/index.ts';

export { renderMarkdown } from '../../../lib/content/markdown.ts';

let loaded: { content: SiteContent; grouping: Grouping; bySlug: Map<string, Article> } | undefined;

function corpus() {
  if (!loaded) {
    const root = process.env.BARE_CONTENT_ROOT;
    if (!root) throw new Error('bare export: BARE_CONTENT_ROOT is unset; expected the folder holding content/');
    const content = loadSiteContent({ root, siteId: process.env.SITE_ID ?? 'bench' });
    loaded = {
      content,
      grouping: groupArticles(content.categories, content.articles),
      bySlug: new Map(content.articles.map((article) => [article.slug, article])),
    };
  }
  return loaded;
}

export const siteContent = () => corpus().content;

export function articleBySlug(slug: string): Article {
  const article = corpus().bySlug.get(slug);
  if (!article) throw new Error(`bare export: no article "${slug}"`);
  return article;
}

/** A subcategory's articles, newest first. */
export function newestIn(category: string, subcategory: string, count: number): Article[] {
  return articlesInSubcategory(corpus().grouping, category, subcategory).sort(compareArticles).slice(0, count);
}
