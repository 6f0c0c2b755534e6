// The fixture site (fixture-site.ts) made afresh for each test of a file or describe block, and
// removed after it, with the loader's read of it: the preamble most content tests share.
import { afterEach, beforeEach } from 'vitest';

import { createFixtureSite, FIXTURE_SITE_ID, type FixtureSite } from './fixture-site.ts';
import { loadSiteContent } from '../../../lib/content/load.ts';
import type { SiteContent } from '../../../lib/content/model/index.ts';
import type { PublicationFilter } from '../../../lib/content/publication.ts';

export interface FixtureSiteEachTest extends FixtureSite {
  /** The running test's site as loadSiteContent reads it (the build's publication filter unless given). */
  load(publication?: PublicationFilter): SiteContent;
  /** Removes the running test's site and starts it again from a fresh one (`setup` included). */
  reset(): void;
}

/**
 * Registers beforeEach and afterEach hooks in the calling file or describe block: each test gets
 * a fresh fixture site, with `setup` applied, removed when the test ends. The object returned
 * always reaches the running test's site.
 */
export function fixtureSiteEachTest(setup?: (site: FixtureSite) => void): FixtureSiteEachTest {
  let current: FixtureSite | undefined;
  const site = (): FixtureSite => {
    if (!current) throw new Error('fixtureSiteEachTest: the fixture site exists only while a test runs');
    return current;
  };
  const create = () => {
    current = createFixtureSite();
    setup?.(current);
  };
  const remove = () => {
    current?.cleanup();
    current = undefined;
  };
  beforeEach(create);
  afterEach(remove);
  return {
    get root() {
      return site().root;
    },
    get dir() {
      return site().dir;
    },
    write: (file, text) => site().write(file, text),
    read: (file) => site().read(file),
    remove: (file) => site().remove(file),
    cleanup: () => site().cleanup(),
    load: (publication) =>
      loadSiteContent({ root: site().root, siteId: FIXTURE_SITE_ID, ...(publication ? { publication } : {}) }),
    reset() {
      remove();
      create();
    },
  };
}
