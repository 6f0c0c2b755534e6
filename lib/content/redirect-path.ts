// The address a redirect starts from or leads to: an article's earlier addresses (`aliases`) and
// the old and new paths of redirects.yaml (docs/content.md#redirects). Its own module, so the
// schema of articles takes the field and nothing else from the redirect checks.
import { z } from 'zod';

import { REDIRECT_PATH_TEXT, redirectPathProblem } from './redirect-path-rule.ts';

export {
  REDIRECT_PATH,
  REDIRECT_PATH_TEXT,
  RESERVED_REDIRECT_ROOTS,
  redirectPathProblem,
} from './redirect-path-rule.ts';

/** A redirect path, validated with the reason in the problem line. */
export const redirectPathSchema = z.string({ error: REDIRECT_PATH_TEXT }).superRefine((value, context) => {
  const problem = redirectPathProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
