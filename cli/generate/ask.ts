// Asks for one article until an answer passes every check, naming the failures each time.
import { parseAnswer, type ArticleAnswer } from './answer.ts';
import type { ChatEndpoint } from './chat-endpoint.ts';
import { findAnswerProblems, type AnswerRules } from './checks.ts';
import { retryMessage, type ChatMessage } from './prompts.ts';

export type Outcome = { ok: true; answer: ArticleAnswer } | { ok: false; reason: string };

export async function askUntilValid(
  endpoint: ChatEndpoint,
  initial: ChatMessage[],
  rules: AnswerRules,
  { maxAnswers, signal, log }: { maxAnswers: number; signal?: AbortSignal; log: (line: string) => void },
): Promise<Outcome> {
  const messages = [...initial];
  let problems: string[] = [];
  for (let attempt = 1; attempt <= maxAnswers; attempt++) {
    const { content, finishReason } = await endpoint.complete({ messages, signal, onRetry: log });
    const parsed = parseAnswer(content);
    if (finishReason === 'length')
      problems = [
        "the answer was cut off at the model's output limit (finish_reason length); expected a complete JSON object",
      ];
    else problems = parsed.ok ? findAnswerProblems(parsed.answer, rules) : [parsed.problem];
    if (parsed.ok && problems.length === 0) return { ok: true, answer: parsed.answer };
    log(`answer ${attempt} of ${maxAnswers} refused: ${problems.join('; ')}`);
    messages.push({ role: 'assistant', content }, { role: 'user', content: retryMessage(problems) });
  }
  return { ok: false, reason: `after ${maxAnswers} answers the model still broke these rules: ${problems.join('; ')}` };
}
