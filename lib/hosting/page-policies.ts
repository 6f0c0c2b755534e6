// Every HTML page of a build with the Content-Security-Policy its inline code needs.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { inlineSources, type InlineSources } from './inline-sources';
import { contentSecurityPolicy } from './security-headers';
import { pageAddress } from './site-files';

export interface PagePolicy {
  /** The HTML file, relative to out/ (authors/index.html). */
  file: string;
  /** The address readers use for it (/authors/). */
  address: string;
  sources: InlineSources;
  contentSecurityPolicy: string;
}

/**
 * Reads each HTML file among `files` (paths relative to outDir) and derives its policy.
 * Throws, naming the files, when a page holds inline code that no hash can allow
 * (an onclick attribute, a javascript: link): the policy would break that page.
 */
export async function readPagePolicies(outDir: string, files: readonly string[]): Promise<PagePolicy[]> {
  const policies: PagePolicy[] = [];
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const sources = await inlineSources(readFileSync(path.join(outDir, file), 'utf8'));
    policies.push({ file, address: pageAddress(file), sources, contentSecurityPolicy: contentSecurityPolicy(sources) });
  }
  const blocked = policies.filter((page) => page.sources.blockedInlineCode.length > 0);
  if (blocked.length > 0) {
    const list = blocked.map((page) => `${page.file}: ${page.sources.blockedInlineCode.join(', ')}`).join('; ');
    throw new Error(
      `security headers: ${blocked.length} page(s) hold inline code a hash-based Content-Security-Policy blocks (${list}); expected event handlers in scripts, not attributes`,
    );
  }
  return policies;
}
