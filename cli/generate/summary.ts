// The end of a run in plain lines: one per planned article (accepted, accepted after asking
// again and why, refused and why, or not done), and a closing line with totals, tokens and cost.
import type { RecordEntry } from './run-record.ts';
import { addTally, describeUsage, emptyTally, PRICE_VARIABLES, type AnswerTally, type TokenPrices } from './usage.ts';

export interface SummaryInput {
  articles: readonly RecordEntry[];
  /** Indexes of the articles finished by an earlier run of the same plan. */
  earlier: ReadonlySet<number>;
  /** What this run asked, every article together. */
  session: AnswerTally;
  prices?: TokenPrices;
  /** Why articles are still pending: "interrupted", "the run stopped"… */
  pendingBecause: string;
  /** A record's file (relative to the project root) as the operator should read it. */
  showFile: (file: string) => string;
}

export function summaryLines({ articles, earlier, session, prices, pendingBecause, showFile }: SummaryInput): string[] {
  const total = articles.length;
  const lines = articles.map((entry, index) => {
    const tag = `[${index + 1}/${total}]`;
    const when = earlier.has(index) ? ' in an earlier run' : '';
    const cost = `${answers(entry.tally.answers)}; ${describeUsage(entry.tally.usage, prices)}`;
    if (entry.outcome === 'written') {
      const written = `${showFile(entry.file ?? '')} (id ${entry.id})`;
      if (entry.refusals.length === 0) return `${tag} accepted${when}: ${written} after ${cost}`;
      const why = entry.refusals.map((problems, n) => `answer ${n + 1}: ${problems}`).join('; ');
      return `${tag} accepted after asking again${when}: ${written} after ${cost}; asked again because ${why}`;
    }
    if (entry.outcome === 'refused') return `${tag} refused${when} after ${cost}: ${entry.reason ?? ''}`;
    return `${tag} not done (${pendingBecause}) after ${cost}; the same command resumes it`;
  });

  const count = (outcome: RecordEntry['outcome']) => articles.filter((entry) => entry.outcome === outcome).length;
  const askedAgain = articles.filter((entry) => entry.outcome === 'written' && entry.refusals.length > 0).length;
  const parts = [
    `total: ${count('written')} of ${total} accepted (${askedAgain} after asking again), ${count('refused')} refused, ${count('pending')} not done`,
    `this run ${answers(session.answers)}, ${describeUsage(session.usage, prices)}`,
  ];
  const all = articles.reduce((sum, entry) => addTally(sum, entry.tally), emptyTally());
  if (earlier.size > 0 || all.answers !== session.answers)
    parts.push(`with the earlier runs ${answers(all.answers)}, ${describeUsage(all.usage, prices)}`);
  if (session.unreported > 0)
    parts.push(`${answers(session.unreported)} of this run came without token usage (not counted)`);
  if (!prices) parts.push(`no cost: set ${PRICE_VARIABLES.input} and ${PRICE_VARIABLES.output} to see it`);
  return [...lines, parts.join('; ')];
}

function answers(count: number): string {
  return `${count} answer${count === 1 ? '' : 's'}`;
}
