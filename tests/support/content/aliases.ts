import { articleSource, type ArticleFields, type FixtureSite } from './fixture-site.ts';

// Articles with earlier addresses, for the redirect tests of lib/content/.

/** An article with `aliases` in its frontmatter, written as YAML flow text (`[/a/, /b/]`). */
export function articleWithAliases(fields: ArticleFields, aliases: string): string {
  return articleSource(fields).replace(/^slug: .*$/m, (line) => `${line}\naliases: ${aliases}`);
}

/**
 * Adds an article, /articles/pot-odds-guide/, with these aliases: a third article, so that one
 * refused leaves each author an article (every author must write one).
 */
export function aliasPotOdds(site: FixtureSite, aliases: string) {
  site.write('articles/pot-odds-guide.md', articleWithAliases({ id: 9, slug: 'pot-odds-guide' }, aliases));
}
