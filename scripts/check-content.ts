// `npm run check:content`: validates the chosen site's content without building it.
// One line per problem (file, field, value, expected), no stack trace, exit 1 on any.
import { currentSiteId } from '../lib/site/site-id';
import { ContentError } from '../lib/content/problems';
import { loadSiteContent } from '../lib/content/load';
import { contentKey, writeSnapshot, withoutBodies } from '../lib/content/snapshot';

function main(): number {
  let siteId: string;
  try {
    siteId = currentSiteId();
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const started = performance.now();
  try {
    const location = { root: process.cwd(), siteId };
    // The key of the files as they are before reading them: a file changed while they are
    // read gives later readers another key, so they read the files themselves.
    const key = contentKey(location);
    const content = loadSiteContent(location);
    // The later steps of a build read this instead of the files (lib/content/snapshot).
    writeSnapshot(location, withoutBodies(content), key);
    const ms = Math.round(performance.now() - started);
    console.log(
      `content/${siteId}: ${content.articles.length} articles, ${content.authors.length} authors, ` +
        `${content.categories.length} categories, ${content.categories.reduce((n, c) => n + c.children.length, 0)} subcategories: valid (${ms} ms)`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    const count = error.problems.length;
    console.error(`content/${siteId}: ${count} problem${count === 1 ? '' : 's'}; nothing was built`);
    return 1;
  }
}

process.exitCode = main();
