// Asks for one article until an answer passes every check, naming the failures each time.
import { parseAnswer, type ArticleAnswer } from './answer.ts';
import type { ChatEndpoint } from './chat-endpoint.ts';
import { findAnswerProblems, type AnswerRules } from './checks.ts';
import { retryMessage, type ChatMessage } from './prompts.ts';
import type { AnswerTally } from './usage.ts';

/** `refusals`: the problems of each refused answer, one line each, in order. */
export type Outcome =
  { ok: true; answer: ArticleAnswer; refusals: string[] } | { ok: false; reason: string; refusals: string[] };

export async function askUntilValid(
  endpoint: ChatEndpoint,
  initial: ChatMessage[],
  rules: AnswerRules,
  {
    maxAnswers,
    signal,
    log,
    tally,
  }: {
    maxAnswers: number;
    signal?: AbortSignal;
    log: (line: string) => void;
    /** Counts each answer and its tokens as it arrives, so an article stopped midway still counts them. */
    tally?: AnswerTally;
  },
): Promise<Outcome> {
  const messages = [...initial];
  const refusals: string[] = [];
  let problems: string[] = [];
  for (let attempt = 1; attempt <= maxAnswers; attempt++) {
    const { content, finishReason, usage } = await endpoint.complete({ messages, signal, onRetry: log });
    if (tally) {
      tally.answers += 1;
      if (usage) {
        tally.usage.input += usage.input;
        tally.usage.output += usage.output;
      } else tally.unreported += 1;
    }
    const parsed = parseAnswer(content);
    if (finishReason === 'length')
      problems = [
        "the answer was cut off at the model's output limit (finish_reason length); expected a complete JSON object",
      ];
    else problems = parsed.ok ? findAnswerProblems(parsed.answer, rules) : [parsed.problem];
    if (parsed.ok && problems.length === 0) return { ok: true, answer: parsed.answer, refusals };
    refusals.push(problems.join('; '));
    log(`answer ${attempt} of ${maxAnswers} refused: ${problems.join('; ')}`);
    messages.push({ role: 'assistant', content }, { role: 'user', content: retryMessage(problems) });
  }
  return {
    ok: false,
    reason: `after ${maxAnswers} answers the model still broke these rules: ${problems.join('; ')}`,
    refusals,
  };
}
