// `npm run drafts [-- SITE_ID…]`: the articles waiting for review or for their date, in every
// site (or the sites named), with what to change to publish each (docs/content.md#drafts-and-scheduled-articles).
// "Now" is the build's: BUILD_TIME when set, else the clock.
import { buildTime } from '../lib/content/build-time.ts';
import { listSites, loadSiteContent } from '../lib/content/load.ts';
import { ContentError } from '../lib/content/problems.ts';
import { dateIn } from '../lib/content/publication.ts';
import type { Article, Site } from '../lib/content/types.ts';

/** The listing of one site's unpublished articles, as lines. */
function describeUnpublished(siteId: string, site: Site, articles: readonly Article[], now: Date): string[] {
  const waiting = articles.filter((article) => article.status !== 'published');
  if (waiting.length === 0) return [`content/${siteId}: nothing waiting`];
  const drafts = waiting.filter((article) => article.status === 'draft').length;
  const scheduled = waiting.length - drafts;
  const lines = [
    `content/${siteId}: ${count(drafts, 'draft')}, ${scheduled} scheduled ` +
      `(now ${now.toISOString()}; dates are read in ${site.timeZone})`,
  ];
  for (const article of waiting) {
    const live = `${formatInstant(article.publishedAt, site.timeZone)} (${site.timeZone})`;
    lines.push(
      '',
      `  ${article.status === 'draft' ? 'draft    ' : 'scheduled'}  ${article.sourceFile}`,
      `    title    ${article.title}`,
      `    author   ${article.author}`,
      `    words    ${article.wordCount}`,
      `    date     published: ${article.published}${article.status === 'scheduled' ? `, goes live ${live}` : ''}`,
    );
    if (article.generated) {
      lines.push(
        `    made by  ${article.generated.model}; passed ${article.generated.checks.join(', ') || 'no recorded check'}`,
      );
    }
    lines.push(`    publish  ${howToPublish(article, site, now, live)}`);
  }
  return lines;
}

function howToPublish(article: Article, site: Site, now: Date, live: string): string {
  const today = dateIn(now, site.timeZone);
  const later = article.publishedAt > now.toISOString();
  if (article.status === 'draft') {
    return later
      ? `delete the line "draft: true" from its frontmatter; it then goes live ${live}, or at once with published: ${today}`
      : 'delete the line "draft: true" from its frontmatter; the next build publishes it';
  }
  return `nothing to do: the first build from ${live} on publishes it; for sooner, set published: ${today}`;
}

function formatInstant(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${dateIn(instant, timeZone)} ${time.format(instant)}`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function main(argv: string[]): number {
  let now: Date;
  try {
    now = buildTime();
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const root = process.cwd();
  const known = listSites(root);
  const unknown = argv.filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    console.error(`no site "${unknown[0]}": expected one of ${known.join(', ')}`);
    return 1;
  }
  let status = 0;
  const sections: string[] = [];
  for (const siteId of argv.length > 0 ? argv : known) {
    try {
      const content = loadSiteContent({ root, siteId, publication: { now, showUnpublished: true } });
      sections.push(describeUnpublished(siteId, content.site, content.articles, now).join('\n'));
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      console.error(error.message);
      console.error(
        `content/${siteId}: ${count(error.problems.length, 'problem')}; fix them first (npm run check:content)`,
      );
      status = 1;
    }
  }
  if (sections.length > 0) console.log(sections.join('\n\n'));
  return status;
}

process.exitCode = main(process.argv.slice(2));
