// The forbidden claims of the American (en_US) market and the words that deny one (index.ts says
// how they are read).
import { E, gap, W } from './patterns.ts';
import type { ClaimRule } from './topics.ts';

export const RULES: readonly ClaimRule[] = [
  // A plan, system or pick that guarantees a profit; "a hedge that guarantees a result" is arithmetic, not a claim.
  {
    topic: 'guaranteed-winnings',
    pattern: String.raw`${W}(?:plan|system|strategy|method|approach|formula|trick|secret|tips?|picks?|bets?|betting|wagers?|staking|model|tipster|service)${E}[^.!?;:]{0,60}?${W}(?:guarantee[sd]?|ensures?|assures?|secures?)\s+(?:you\s+)?${gap(3)}(?:profits?|wins?|winnings|income|returns?|payouts?|money|cash|success|results)${E}`,
  },
  {
    topic: 'guaranteed-winnings',
    pattern: String.raw`${W}(?:guaranteed|risk[- ]free|riskless|no[- ]risk|sure[- ]fire|no[- ]lose|can'?t[- ]lose|fool[- ]?proof)\s+(?:[\p{L}-]+\s+)?(?:profits?|wins?|winnings|winners?|income|returns?|money|cash|payouts?|bets?|system|strategy|plan|method|picks?)${E}`,
  },
  {
    topic: 'guaranteed-winnings',
    pattern: String.raw`${W}(?:sure|certain)\s+(?:bets?|wins?|winners?|profits?|thing)${E}`,
  },
  {
    topic: 'guaranteed-winnings',
    pattern: String.raw`${W}(?:betting|gambling|wagering|poker|it|this|the bet|this bet|the system|this system|the plan|this plan|the strategy|this strategy)\s+(?:is|are|becomes?)\s+(?:completely\s+|totally\s+|100%\s+|virtually\s+)?(?:risk[- ]free|riskless|foolproof|a sure thing|a sure bet|a lock)${E}`,
  },
  {
    topic: 'guaranteed-winnings',
    pattern: String.raw`${W}you\s+(?:will\s+always|can(?:not|'t)\s+fail\s+to|are\s+(?:certain|sure|guaranteed)\s+to)\s+(?:win|profit|make\s+money|come\s+out\s+ahead)${E}`,
  },
  {
    topic: 'earning-a-living',
    pattern: String.raw`${W}(?:make|earn|making|earning|makes|earns)\s+(?:a|your|their|his|her)\s+(?:full[- ]time\s+|steady\s+|regular\s+|good\s+|comfortable\s+|decent\s+|reliable\s+)?(?:living|salary|wage|paycheck)${E}`,
  },
  {
    topic: 'earning-a-living',
    pattern: String.raw`${W}(?:steady|reliable|stable|passive|monthly|guaranteed|second|extra|side|full[- ]time)\s+(?:income|paycheck|salary|stream\s+of\s+income)${E}`,
  },
  {
    topic: 'earning-a-living',
    pattern: String.raw`${W}(?:quit|leave|replace|replacing|quitting)\s+(?:your|their)\s+(?:day\s+)?(?:job|salary|income|paycheck)${E}`,
  },
  {
    topic: 'earning-a-living',
    pattern: String.raw`${W}(?:pay|paying|pays|clear|clearing|clears)\s+(?:off\s+)?(?:your|their|the|those)\s+(?:debts?|bills|rent|mortgage|loans?|credit\s+cards?)\s+(?:with|through|by)\s+(?:betting|gambling|wagering|poker|your\s+winnings|winnings|bets?)${E}`,
  },
  {
    topic: 'earning-a-living',
    pattern: String.raw`${W}(?:solve|fix|end|solves|fixes|ends)\s+(?:your|their|all\s+your)\s+(?:money|financial|debt|cash)\s+(?:problems|troubles|worries|issues)${E}`,
  },
  {
    topic: 'earning-a-living',
    pattern: String.raw`${W}(?:get|getting|gets)\s+rich${E}|${W}financial\s+freedom${E}`,
  },
  // The imperative only: "raising stakes to recover money already lost" is how the articles define chasing.
  {
    topic: 'chasing-losses',
    pattern: String.raw`${W}(?:increase|raise|double|up|boost)\s+(?:your\s+|the\s+)?(?:stakes?|bets?|wagers?|bet\s+size|unit)\s+${gap(4)}(?:to|and|until\s+you)\s+(?:win\s+back|recoup|recover|make\s+up\s+for|get\s+back|chase)${E}`,
  },
  {
    topic: 'chasing-losses',
    pattern: String.raw`${W}(?:the\s+)?(?:best|fastest|quickest|surest|smartest|easiest|only)\s+way\s+to\s+(?:win\s+back|recoup|recover|get\s+back|make\s+up\s+for)\s+(?:your\s+|the\s+)?(?:losses|money|what)${E}`,
  },
  {
    topic: 'chasing-losses',
    pattern: String.raw`${W}keep\s+(?:betting|playing|doubling|wagering)\s+until\s+you\s+(?:win|recover|break\s+even|are\s+even|get\s+(?:it\s+)?back)${E}`,
  },
  {
    topic: 'chasing-losses',
    pattern: String.raw`${W}chasing\s+(?:your\s+)?losses\s+(?:is|can\s+be)\s+(?:a\s+|an\s+)?(?:smart|good|winning|solid|proven|effective|sound|great|reliable|profitable)${E}`,
  },
  {
    topic: 'chasing-losses',
    pattern: String.raw`^(?:just\s+|simply\s+)?(?:chase|win\s+back|recoup)\s+(?:your|the)\s+losses${E}`,
  },
  {
    topic: 'minors',
    pattern: String.raw`${W}(?:perfect|great|fun|ideal|suitable|made|good|safe)\s+for\s+(?:kids|children|teens|teenagers|minors|high\s+schoolers|the\s+whole\s+family)${E}`,
  },
  {
    topic: 'minors',
    pattern: String.raw`${W}(?:kids|children|teens|teenagers|minors|high\s+schoolers|anyone\s+under\s+(?:18|21))\s+(?:can|may|could|should)\s+(?:also\s+|easily\s+|safely\s+)?(?:bet|play|gamble|wager|join|sign\s+up|open\s+an\s+account)${E}`,
  },
  {
    topic: 'minors',
    pattern: String.raw`${W}(?:even\s+if\s+you(?:'re|\s+are)\s+(?:under|not\s+yet)\s+(?:18|21)|no\s+(?:age\s+)?(?:check|verification|ID)\s+(?:is\s+)?(?:needed|required))${E}`,
  },
  {
    topic: 'social-success',
    pattern: String.raw`${W}(?:impress|win\s+over|pick\s+up)\s+(?:your\s+)?(?:friends|girls|women|dates?|colleagues|coworkers|boss|everyone)${E}`,
  },
  {
    topic: 'social-success',
    pattern: String.raw`${W}(?:betting|gambling|poker|wagering|winning|bets?)\s+${gap(3)}(?:will\s+)?makes?\s+you\s+(?:more\s+)?(?:popular|respected|admired|attractive|successful|rich|a\s+winner|cool)${E}`,
  },
  {
    topic: 'social-success',
    pattern: String.raw`${W}(?:the\s+)?key\s+to\s+(?:social|personal|professional|career)\s+success${E}`,
  },
];

/** The negations some of these claims hold themselves (index.ts, OWN_NEGATIONS). */
export const OWN_NEGATIONS = String.raw`no[- ]lose|can(?:no|')?t[- ]lose|no[- ]risk|can(?:not|'t)\s+fail|not\s+yet|no\s+(?:age\s+)?(?:check|verification|ID)`;

/** The words that negate or report a claim in its clause (index.ts, NEGATIONS). */
export const NEGATIONS = String.raw`${W}(?:no|not|never|nothing|none|nobody|neither|nor|cannot|without|myths?|false|fallac(?:y|ies)|illusions?|lies?|claims?|claimed|promises?|promised|supposedly|so-called|reasoning\s+goes|idea\s+is|sells?|selling|scams?|beware|avoid|warns?|warning|mistakes?|rather\s+than|instead\s+of|wrong|\p{L}+n[’']t)${E}`;
