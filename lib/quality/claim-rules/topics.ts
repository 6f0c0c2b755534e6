// The topics of forbidden claims: what a claim of each says, and the rule it breaks in each
// locale's market.

export type ClaimLocale = 'en_US' | 'ru_RU' | 'tr_TR';

export type ClaimTopic =
  | 'guaranteed-winnings'
  | 'earning-a-living'
  | 'chasing-losses'
  | 'minors'
  | 'social-success'
  | 'unlawful-online-gambling';

export interface ClaimRule {
  topic: ClaimTopic;
  /** Regular expression source, compiled with the `iu` flags. */
  pattern: string;
}

export interface ClaimTopicInfo {
  /** What the sentence claims, as a refusal names it ("presents winnings as guaranteed"). */
  reason: string;
  /** The rule it breaks in each locale's market, short enough for one line. */
  source: Record<ClaimLocale, string>;
}

export const CLAIM_TOPICS: Record<ClaimTopic, ClaimTopicInfo> = {
  'guaranteed-winnings': {
    reason: 'presents winnings as guaranteed, sure or risk-free',
    source: {
      en_US: 'AGA Responsible Marketing Code (no guaranteed success, no "risk-free"); FTC Act s. 5 on earnings claims',
      ru_RU: '38-FZ "On Advertising" art. 27 part 1 items 3 and 7',
      tr_TR: 'Law 6502 art. 61 (no misleading advertising); editorial policy',
    },
  },
  'earning-a-living': {
    reason: 'presents gambling as a way to earn a living or solve money problems',
    source: {
      en_US:
        'AGA Responsible Marketing Code (no wagering as a means to financial success); FTC Act s. 5 on earnings claims',
      ru_RU: '38-FZ "On Advertising" art. 27 part 1 item 2',
      tr_TR: 'Law 6502 art. 61 (no advertising that exploits inexperience); editorial policy',
    },
  },
  'chasing-losses': {
    reason: 'presents chasing losses as a strategy',
    source: {
      en_US:
        'editorial policy (docs/generation.md, Forbidden claims); 205 CMR 256.06 (no advertising aimed at at-risk bettors)',
      ru_RU: '38-FZ "On Advertising" art. 27 part 1 item 3 (understating the risk); editorial policy',
      tr_TR: 'editorial policy (docs/generation.md, Forbidden claims)',
    },
  },
  minors: {
    reason: 'addresses minors or presents gambling as suitable for them',
    source: {
      en_US: 'AGA Responsible Marketing Code (legal age of wagering, 21+); 205 CMR 256 (Massachusetts)',
      ru_RU: '38-FZ "On Advertising" art. 27 part 1 item 1',
      tr_TR:
        'Law 6502 art. 61 and the advertising regulation art. 24 (children); the betting regulation (no inciting under-18s)',
    },
  },
  'social-success': {
    reason: 'ties gambling to social, personal or professional success',
    source: {
      en_US: 'AGA Responsible Marketing Code (no guaranteed social, financial or personal success)',
      ru_RU: '38-FZ "On Advertising" art. 27 part 1 item 5',
      tr_TR: 'editorial policy (docs/generation.md, Forbidden claims)',
    },
  },
  'unlawful-online-gambling': {
    reason: 'presents real-money online poker or casino games as available where they are unlawful',
    source: {
      en_US: 'editorial policy (docs/generation.md, Forbidden claims)',
      ru_RU: '244-FZ art. 5 part 3 (no gambling over the Internet); editorial policy',
      tr_TR: 'Law 7258 art. 5(1) (unlicensed betting, its advertising); Penal Code art. 228; Kabahatler Kanunu art. 34',
    },
  },
};
