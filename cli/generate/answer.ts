// The structured answer asked of the model, and its first check: is it that shape at all?
import { z } from 'zod';

// Types only: bounds are checked afterwards (checks.ts) so that each broken rule gets its own
// message, and because strict JSON-schema modes of some endpoints refuse length keywords.
export const articleAnswerSchema = z.object({
  title: z.string(),
  description: z.string(),
  subsubcategories: z.array(z.string()),
  body: z.string(),
});

export type ArticleAnswer = z.output<typeof articleAnswerSchema>;

export type ParsedAnswer = { ok: true; answer: ArticleAnswer } | { ok: false; problem: string };

/** Parses the model's reply as the answer JSON; a failure is one line naming what was wrong. */
export function parseAnswer(content: string): ParsedAnswer {
  const json = stripCodeFence(content.trim());
  if (json === '') return { ok: false, problem: 'the answer is empty; expected a JSON object' };
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    return {
      ok: false,
      problem: `the answer is not valid JSON (${(error as Error).message}); expected one JSON object`,
    };
  }
  const result = articleAnswerSchema.safeParse(data);
  if (result.success) return { ok: true, answer: result.data };
  const issues = result.error.issues.map((issue) => `field "${issue.path.join('.') || '(root)'}": ${issue.message}`);
  return {
    ok: false,
    problem: `the answer JSON has the wrong shape (${issues.join('; ')}); expected title, description, subsubcategories and body`,
  };
}

// Models asked for JSON still sometimes wrap it in a ```json fence.
function stripCodeFence(text: string): string {
  const fenced = /^```(?:json)?\s*\n([\s\S]*?)\n?```$/i.exec(text);
  return fenced ? fenced[1]!.trim() : text;
}
