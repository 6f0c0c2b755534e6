// The tokens a run used, as the endpoint's answers report them, and their cost at the prices
// the operator sets (OPENAI_PRICE_INPUT_PER_MTOK, OPENAI_PRICE_OUTPUT_PER_MTOK): prices change
// and differ by model and provider, so none is kept in the code.

export interface TokenUsage {
  /** Prompt tokens (`usage.prompt_tokens`), the whole conversation sent with each request. */
  input: number;
  /** Completion tokens (`usage.completion_tokens`). */
  output: number;
}

/** What asking for one article took: every answer counts, the refused ones too. */
export interface AnswerTally {
  answers: number;
  usage: TokenUsage;
  /** Answers that came without `usage` (some local servers send none): their tokens are not counted. */
  unreported: number;
}

/** Prices per million tokens, in the currency the operator sets them in (US dollars in the docs' examples). */
export interface TokenPrices {
  inputPerMTok: number;
  outputPerMTok: number;
}

export type PricesResult = { ok: true; prices?: TokenPrices } | { ok: false; message: string };

export const PRICE_VARIABLES = {
  input: 'OPENAI_PRICE_INPUT_PER_MTOK',
  output: 'OPENAI_PRICE_OUTPUT_PER_MTOK',
} as const;

export function emptyTally(): AnswerTally {
  return { answers: 0, usage: { input: 0, output: 0 }, unreported: 0 };
}

/** Adds `more` into `into` and returns it. */
export function addTally(into: AnswerTally, more: AnswerTally): AnswerTally {
  into.answers += more.answers;
  into.usage.input += more.usage.input;
  into.usage.output += more.usage.output;
  into.unreported += more.unreported;
  return into;
}

/**
 * Reads the two prices from the environment: both or neither (then the cost is not computed).
 * A price is a non-negative decimal number, e.g. 0.15.
 */
export function readTokenPrices(env: Record<string, string | undefined> = process.env): PricesResult {
  const input = env[PRICE_VARIABLES.input]?.trim() || undefined;
  const output = env[PRICE_VARIABLES.output]?.trim() || undefined;
  if (input === undefined && output === undefined) return { ok: true };
  if (input === undefined || output === undefined) {
    const [unset, set] =
      input === undefined
        ? [PRICE_VARIABLES.input, PRICE_VARIABLES.output]
        : [PRICE_VARIABLES.output, PRICE_VARIABLES.input];
    return {
      ok: false,
      message: `${unset} is not set but ${set} is: expected both prices per million tokens, or neither`,
    };
  }
  for (const [name, value] of [
    [PRICE_VARIABLES.input, input],
    [PRICE_VARIABLES.output, output],
  ] as const) {
    if (!/^\d+(?:\.\d+)?$/.test(value)) {
      return {
        ok: false,
        message: `${name} "${value}" is not valid: expected a price per million tokens, a non-negative number such as 0.15`,
      };
    }
  }
  return { ok: true, prices: { inputPerMTok: Number(input), outputPerMTok: Number(output) } };
}

/** Input and output tokens at their prices. */
export function costOf(usage: TokenUsage, prices: TokenPrices): number {
  return (usage.input * prices.inputPerMTok + usage.output * prices.outputPerMTok) / 1_000_000;
}

/** "1,234 input + 567 output tokens, 0.0005" (the cost only when priced; four decimals show a cent's hundredths). */
export function describeUsage(usage: TokenUsage, prices: TokenPrices | undefined): string {
  const tokens = `${thousands(usage.input)} input + ${thousands(usage.output)} output tokens`;
  return prices ? `${tokens}, cost ${costOf(usage, prices).toFixed(4)}` : tokens;
}

function thousands(count: number): string {
  return count.toLocaleString('en-US');
}
