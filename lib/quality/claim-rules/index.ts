// The statements gambling advertising rules and the editorial policy forbid, per locale, as data
// (docs/generation.md, 'Forbidden claims'). Each pattern is a regular expression source matched,
// case-insensitively, on one sentence of prose at a time; lib/quality/claims.ts skips a match
// that its clause negates or reports ("no plan guarantees a profit", «не гарантирует»).
//
// Patterns name what is claimed, not the topic: our articles discuss guarantees, chasing and
// minors in order to warn against them, so a bare word ("guarantee", «отыграться», "garanti")
// never matches on its own; a match needs the claim's shape (a plan guaranteeing a profit, a
// reader told to win losses back, a product fit for children).
//
// Each locale's patterns and negations are in its own file (en_US.ts, ru_RU.ts, tr_TR.ts); the
// topics, with the rule each breaks in each market, in topics.ts.
import * as enUS from './en_US.ts';
import * as ruRU from './ru_RU.ts';
import * as trTR from './tr_TR.ts';
import type { ClaimLocale, ClaimRule } from './topics.ts';

export { CLAIM_TOPICS, type ClaimLocale, type ClaimRule, type ClaimTopic, type ClaimTopicInfo } from './topics.ts';

export const CLAIM_RULES: Record<ClaimLocale, readonly ClaimRule[]> = {
  en_US: enUS.RULES,
  ru_RU: ruRU.RULES,
  tr_TR: trTR.RULES,
};

/**
 * The negations some claims hold themselves ("no-lose", «без риска», "yaş sınırı yok"): taken out
 * of a match before its clause is read for NEGATIONS, so such a claim does not deny itself.
 */
export const OWN_NEGATIONS: Record<ClaimLocale, string> = {
  en_US: enUS.OWN_NEGATIONS,
  ru_RU: ruRU.OWN_NEGATIONS,
  tr_TR: trTR.OWN_NEGATIONS,
};

/**
 * Words that negate or report a claim in its clause: "no plan guarantees…", "…is a myth",
 * «не гарантирует», «якобы», "kazanç garantisi değil", "…vaat ettiği". Looked for in the clause
 * around a match, the match included ("this plan does not guarantee a profit") but for its
 * OWN_NEGATIONS.
 */
export const NEGATIONS: Record<ClaimLocale, string> = {
  en_US: enUS.NEGATIONS,
  ru_RU: ruRU.NEGATIONS,
  tr_TR: trTR.NEGATIONS,
};
