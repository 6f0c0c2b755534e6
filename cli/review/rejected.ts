// The drafts an editor rejected (cli/review/reject.ts moved them to content/{site}/rejected/),
// as the generator reads them: a new answer that repeats one is asked again, and the prompt of
// their subcategory names them with the editor's reason (docs/generation.md#review).
import fs from 'node:fs';
import path from 'node:path';

import { parseMarkdownFile } from '../../lib/content/frontmatter.ts';

/** The folder of a site's rejected drafts, beside articles/: the content check never reads it. */
export const REJECTED_DIR = 'rejected';

export interface RejectedDraft {
  /** Relative to the working directory. */
  file: string;
  title: string;
  body: string;
  reason: string;
  /** Where it was filed: its first category and subcategory. */
  category?: string;
  subcategory?: string;
}

/** Every rejected draft of the site with a title and a reason; a file without them says nothing to avoid. */
export function readRejectedDrafts(root: string, siteId: string): RejectedDraft[] {
  const dir = path.join(root, 'content', siteId, REJECTED_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .flatMap((name) => {
      const file = path.relative(process.cwd(), path.join(dir, name));
      const parsed = parseMarkdownFile(fs.readFileSync(path.join(dir, name), 'utf8'), file);
      if (!parsed.ok) return [];
      const { title, rejected, entities } = parsed.value.data as {
        title?: unknown;
        rejected?: { reason?: unknown };
        entities?: { category?: unknown; subcategories?: { subcategory?: unknown }[] }[];
      };
      const reason = rejected?.reason;
      if (typeof title !== 'string' || typeof reason !== 'string') return [];
      const category = entities?.[0]?.category;
      const subcategory = entities?.[0]?.subcategories?.[0]?.subcategory;
      return [
        {
          file,
          title,
          body: parsed.value.body,
          reason,
          ...(typeof category === 'string' && { category }),
          ...(typeof subcategory === 'string' && { subcategory }),
        },
      ];
    });
}
