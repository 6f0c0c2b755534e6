// The statements gambling advertising rules and the editorial policy forbid, per locale, as data
// (docs/generation.md, 'Forbidden claims'). Each pattern is a regular expression source matched,
// case-insensitively, on one sentence of prose at a time; lib/quality/claims.ts skips a match
// that its clause negates or reports ("no plan guarantees a profit", «не гарантирует»).
//
// Patterns name what is claimed, not the topic: our articles discuss guarantees, chasing and
// minors in order to warn against them, so a bare word ("guarantee", «отыграться», "garanti")
// never matches on its own; a match needs the claim's shape (a plan guaranteeing a profit, a
// reader told to win losses back, a product fit for children).

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

// Building blocks. JavaScript's \b knows only ASCII letters, so word edges are written out.
const W = String.raw`(?<![\p{L}\p{N}])`;
const E = String.raw`(?![\p{L}\p{N}])`;
/** Up to `n` words (with their spaces) between two parts of a phrase. */
const gap = (n: number) => String.raw`(?:[\p{L}\p{N}'’-]+[\s,]+){0,${n}}?`;

const EN: readonly ClaimRule[] = [
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

const RU: readonly ClaimRule[] = [
  {
    topic: 'guaranteed-winnings',
    pattern: String.raw`${W}(?:систем|стратеги|план|метод|схем|прогноз|ставк|способ|тактик|подход|формул|модел)\p{L}*${E}[^.!?;:]{0,60}?${W}(?:гарантиру\p{L}*|обеспечива\p{L}*|обеспечит|приносит\s+гарантированн\p{L}*)\s+(?:вам\s+)?${gap(3)}(?:прибыл|выигрыш|доход|заработ|плюс|профит|победу|успех|деньги)\p{L}*`,
  },
  {
    topic: 'guaranteed-winnings',
    pattern: String.raw`${W}(?:гарантированн|верн|железн|беспроигрышн|безрисков|надёжн|надежн)\p{L}*\s+(?:прибыл|выигрыш|доход|заработ|плюс|профит|ставк|систем|стратеги|схем|способ\s+заработ)\p{L}*`,
  },
  {
    topic: 'guaranteed-winnings',
    pattern: String.raw`${W}(?:прибыль|выигрыш|доход|заработок|плюс|победа)\s+(?:вам\s+)?(?:гарантирован|обеспечен)\p{L}*`,
  },
  {
    topic: 'guaranteed-winnings',
    pattern: String.raw`${W}(?:ставк\p{L}*|игр\p{L}*|систем\p{L}*)\s+без\s+риска${E}|${W}без\s+риска\s+(?:проиграть|потерять)${E}`,
  },
  {
    topic: 'guaranteed-winnings',
    pattern: String.raw`${W}(?:вы\s+)?(?:точно|обязательно|гарантированно|всегда)\s+(?:выиграете|будете\s+в\s+плюсе|заработаете|окажетесь\s+в\s+плюсе)${E}`,
  },
  {
    topic: 'earning-a-living',
    pattern: String.raw`${W}(?:способ\p{L}*|источник\p{L}*)\s+(?:заработ\p{L}*|дохода|заработать)${E}`,
  },
  {
    topic: 'earning-a-living',
    pattern: String.raw`${W}(?:стабильн|постоянн|пассивн|дополнительн|основн|регулярн|ежемесячн)\p{L}*\s+(?:доход(?!н)\p{L}*|заработ\p{L}*|зарплат\p{L}*)`,
  },
  {
    topic: 'earning-a-living',
    pattern: String.raw`${W}(?:заработ\p{L}*|зарабатыва\p{L}*)\s+на\s+жизнь${E}|${W}жить\s+(?:на|за\s+сч[её]т)\s+(?:выигрыш|ставок|ставк|покер)\p{L}*`,
  },
  {
    topic: 'earning-a-living',
    pattern: String.raw`${W}(?:закрыть|погасить|отдать|раздать|закроете|погасите|отдадите)\s+(?:все\s+)?(?:долги|кредит\p{L}*|ипотек\p{L}*)${E}`,
  },
  {
    topic: 'earning-a-living',
    pattern: String.raw`${W}(?:решить|решите|решат|решает)\s+(?:все\s+)?(?:ваши\s+|свои\s+)?(?:финансовые|денежные)\s+(?:проблем|трудност)\p{L}*|${W}(?:уволиться|бросить\s+работу|уйти\s+с\s+работы)${E}`,
  },
  {
    topic: 'chasing-losses',
    pattern: String.raw`${W}(?:увеличьте|поднимите|удвойте|удваивайте|повышайте|увеличивайте|поднимайте)\s+(?:свою\s+|вашу\s+)?(?:ставк|сумм)\p{L}*[\s,]+${gap(3)}(?:чтобы\s+)?(?:отыграться|отыграть|вернуть\s+(?:проигранное|потерянное|деньги))`,
  },
  {
    topic: 'chasing-losses',
    pattern: String.raw`${W}(?:лучший|самый\s+надёжный|самый\s+надежный|верный|быстрый)\s+способ\s+(?:отыграться|отыграть|вернуть\s+(?:проигранное|потерянное|деньги))`,
  },
  {
    topic: 'chasing-losses',
    pattern: String.raw`${W}(?:отыгрывайтесь|отыграйтесь|догоняйте\s+проигрыш\p{L}*)${E}|${W}(?:играйте|ставьте)\s+(?:до\s+тех\s+пор\s+)?пока\s+не\s+отыграетесь${E}`,
  },
  {
    topic: 'minors',
    pattern: String.raw`${W}(?:подход\p{L}*|подойдёт|подойдет|идеальн\p{L}*|отличн\p{L}*|интересн\p{L}*|безопасн\p{L}*)\s+(?:даже\s+)?для\s+(?:детей|подростков|школьников|несовершеннолетних|всей\s+семьи)${E}`,
  },
  {
    topic: 'minors',
    pattern: String.raw`${W}(?:дети|подростки|школьники|несовершеннолетние)\s+(?:тоже\s+|даже\s+|также\s+)?(?:могут|смогут|можете)\s+(?:делать\s+ставки|ставить|играть)${E}`,
  },
  {
    topic: 'minors',
    pattern: String.raw`${W}(?:даже\s+если\s+(?:вам|тебе)\s+(?:ещё\s+|еще\s+)?нет\s+18|без\s+проверки\s+возраста|играть\s+можно\s+с\s+1[0-7]\s+лет)${E}`,
  },
  {
    topic: 'social-success',
    pattern: String.raw`${W}(?:впечатлить|покорить|удивить)\s+(?:своих\s+|ваших\s+)?(?:друзей|девушк\p{L}*|коллег|начальник\p{L}*|всех)${E}`,
  },
  {
    topic: 'social-success',
    pattern: String.raw`${W}(?:ставки|покер|игра|выигрыш\p{L}*)\s+${gap(2)}(?:сделает|сделают|делает|делают)\s+вас\s+(?:успешн|популярн|богат|уважаем|привлекательн)\p{L}*`,
  },
  {
    topic: 'social-success',
    pattern: String.raw`${W}(?:уважени\p{L}*|признани\p{L}*|успех\p{L}*|популярност\p{L}*)\s+${gap(3)}(?:благодаря|через)\s+(?:ставк|покер|азартн|игр)\p{L}*`,
  },
  {
    topic: 'unlawful-online-gambling',
    pattern: String.raw`${W}(?:играть|сыграть|поиграть|играйте|сыграйте|играем)\s+в\s+(?:покер|казино|слоты|рулетку|блэкджек)\s+${gap(2)}(?:онлайн|в\s+интернете|через\s+интернет|в\s+сети|на\s+(?:реальные\s+)?деньги\s+онлайн)${E}`,
  },
  {
    topic: 'unlawful-online-gambling',
    pattern: String.raw`${W}(?:онлайн-покер|онлайн-казино|интернет-казино|покер\s+онлайн|казино\s+онлайн|покер\s+в\s+интернете|покер-рум\p{L}*)\s+${gap(3)}(?:легал\p{L}*|законн?\p{L}*|разреш[её]н\p{L}*|доступ(?:ен|ны|но)\p{L}*)`,
  },
];

/** A gain in Turkish, with its case endings: not "kar" in "karar" (decision) or "kart" (card). */
const TR_GAIN = String.raw`(?:kâr\p{L}*|kar(?:ı|ın|ınız|lar|ları)?|kazanç\p{L}*|kazanc\p{L}*|para(?:yı|nız|nızı)?|getiri\p{L}*)`;

const TR: readonly ClaimRule[] = [
  {
    topic: 'guaranteed-winnings',
    pattern: String.raw`${W}(?:${TR_GAIN}|gelir\p{L}*|galibiyet\p{L}*|zafer\p{L}*)\s+${gap(2)}garanti\s*(?:eder|ediyor|eden|ederiz|edecek|edebilir|lidir|li)${E}`,
  },
  {
    topic: 'guaranteed-winnings',
    pattern: String.raw`${W}(?:garantili|kesin|risksiz|sıfır\s+riskli|kayıpsız|kaybettirmeyen)\s+(?:${TR_GAIN}|bahis|bahsi|sistem\p{L}*|yöntem\p{L}*|strateji\p{L}*|kupon\p{L}*)${E}|${W}garantili\s+gelir\p{L}*`,
  },
  {
    topic: 'guaranteed-winnings',
    pattern: String.raw`${W}(?:kâr|kazanç|kar|gelir)\s+garantisi\s+(?:verir|sunar|sağlar|veriyor|sunuyor|sağlıyor)${E}`,
  },
  {
    topic: 'guaranteed-winnings',
    pattern: String.raw`${W}(?:her\s+zaman|mutlaka|kesinlikle)\s+(?:kazanırsınız|kazanırsın|kazandırır|kâr\s+edersiniz|kar\s+edersiniz|kazanacaksınız)${E}`,
  },
  {
    topic: 'earning-a-living',
    pattern: String.raw`${W}geçim\s+(?:kaynağı|kapısı)\p{L}*|${W}geçimini\s+${gap(2)}(?:sağla|çıkar)\p{L}*`,
  },
  {
    topic: 'earning-a-living',
    // "ek kazanç" alone is a poker hand's extra winnings ("225 çip ek kazanç"), not an income.
    pattern: String.raw`${W}(?:düzenli|sabit|pasif|garantili|aylık|istikrarlı)\s+(?:gelir|maaş|kazanç)\p{L}*|${W}ek\s+(?:gelir|kazanç)\s+(?:kapısı|kaynağı)\p{L}*`,
  },
  {
    topic: 'earning-a-living',
    pattern: String.raw`${W}(?:borçlarınızı|borçlarını|borcunuzu|kredinizi|faturalarınızı)\s+${gap(2)}(?:kapat|öde)\p{L}*|${W}(?:işinizi|işini)\s+bırak\p{L}*`,
  },
  {
    topic: 'earning-a-living',
    pattern: String.raw`${W}para\s+kazanmanın\s+(?:en\s+)?(?:kolay|kesin|hızlı|garantili)\s+yolu${E}|${W}(?:maddi|para|finansal)\s+(?:sorunlarınızı|sorunlarını|dertlerinizi)\s+çöz\p{L}*`,
  },
  {
    topic: 'chasing-losses',
    pattern: String.raw`${W}(?:bahsi|bahsinizi|miktarı|tutarı|yatırımı)\s+(?:artırın|yükseltin|ikiye\s+katlayın|katlayın)\s*,?\s*${gap(3)}(?:kaybı|kayıpları|kaybınızı|kayıplarınızı|parayı|paranızı)\p{L}*\s+geri\s+(?:al|kazan|çıkar)\p{L}*`,
  },
  {
    topic: 'chasing-losses',
    pattern: String.raw`${W}(?:kayıplarınızı|kaybınızı|kayıpları)\s+(?:geri\s+(?:almanın|kazanmanın)|çıkarmanın)\s+(?:en\s+)?(?:iyi|kesin|hızlı|kolay)\s+yolu${E}|${W}kayıplarınızı\s+kovalayın${E}`,
  },
  {
    topic: 'minors',
    pattern: String.raw`${W}(?:çocuklar|gençler|öğrenciler|liseliler|18\s+yaş(?:ından)?\s+(?:altı|küçük)\p{L}*)\s+(?:da\s+|de\s+|bile\s+)?(?:bahis\s+)?(?:oynayabilir|oynayabilirsiniz|katılabilir|üye\s+olabilir)\p{L}*`,
  },
  {
    topic: 'minors',
    pattern: String.raw`${W}(?:çocuklar|gençler|öğrenciler|liseliler|tüm\s+aile)\s+için\s+(?:ideal|harika|uygun|eğlenceli|güvenli|mükemmel)${E}`,
  },
  {
    topic: 'minors',
    pattern: String.raw`${W}yaş\s+(?:sınırı|kontrolü|doğrulaması)\s+(?:yok|olmadan|gerekmez|gerekmiyor)${E}`,
  },
  {
    topic: 'social-success',
    pattern: String.raw`${W}(?:arkadaşlarınızı|arkadaşlarını|çevrenizi|çevreni|kızları|herkesi)\s+(?:etkile|büyüle)\p{L}*`,
  },
  {
    topic: 'social-success',
    pattern: String.raw`${W}(?:bahis|poker|kumar|kazanmak)\p{L}*\s+${gap(3)}(?:sizi|seni)\s+(?:zengin|popüler|başarılı|saygın|çekici)\s*(?:yapar|eder|kılar)${E}`,
  },
  {
    topic: 'unlawful-online-gambling',
    pattern: String.raw`${W}(?:online|çevrimiçi|internette|internetten|sanal)\s+(?:gerçek\s+parayla\s+|gerçek\s+paralı\s+)?(?:poker|casino|kumarhane|rulet|slot|kumar)\p{L}*\s+${gap(3)}(?:oynayabilirsiniz|oynayabilirsin|oynanabilir|oynamak\s+mümkün|yasal|serbest|mümkün)${E}`,
  },
  {
    topic: 'unlawful-online-gambling',
    pattern: String.raw`${W}(?:gerçek\s+parayla|gerçek\s+para\s+ile)\s+(?:online|çevrimiçi|internette)\s+(?:poker|casino|rulet|slot)\p{L}*\s+(?:oyna|oynayın)\p{L}*`,
  },
];

export const CLAIM_RULES: Record<ClaimLocale, readonly ClaimRule[]> = { en_US: EN, ru_RU: RU, tr_TR: TR };

/**
 * The negations some claims hold themselves ("no-lose", «без риска», "yaş sınırı yok"): taken out
 * of a match before its clause is read for NEGATIONS, so such a claim does not deny itself.
 */
export const OWN_NEGATIONS: Record<ClaimLocale, string> = {
  en_US: String.raw`no[- ]lose|can(?:no|')?t[- ]lose|no[- ]risk|can(?:not|'t)\s+fail|not\s+yet|no\s+(?:age\s+)?(?:check|verification|ID)`,
  ru_RU: String.raw`без\s+риска|без\s+проверки|нет\s+18`,
  tr_TR: String.raw`kaybettirmeyen|yaş\s+(?:sınırı|kontrolü|doğrulaması)\s+(?:yok|olmadan|gerekmez|gerekmiyor)`,
};

/**
 * Words that negate or report a claim in its clause: "no plan guarantees…", "…is a myth",
 * «не гарантирует», «якобы», "kazanç garantisi değil", "…vaat ettiği". Looked for in the clause
 * around a match, the match included ("this plan does not guarantee a profit") but for its
 * OWN_NEGATIONS.
 */
export const NEGATIONS: Record<ClaimLocale, string> = {
  en_US: String.raw`${W}(?:no|not|never|nothing|none|nobody|neither|nor|cannot|without|myths?|false|fallac(?:y|ies)|illusions?|lies?|claims?|claimed|promises?|promised|supposedly|so-called|reasoning\s+goes|idea\s+is|sells?|selling|scams?|beware|avoid|warns?|warning|mistakes?|rather\s+than|instead\s+of|wrong|\p{L}+n[’']t)${E}`,
  ru_RU: String.raw`${W}(?:не|ни|нет|нельзя|никогда|ничего|никак\p{L}*|никто|ниче\p{L}*|миф\p{L}*|якобы|обещ\p{L}*|называ\p{L}*|утвержда\p{L}*|кажется|иллюзи\p{L}*|ошиб\p{L}*|заблужд\p{L}*|запрещ\p{L}*|незаконн?\p{L}*|нелегал\p{L}*|вместо|опасн\p{L}*|ловушк\p{L}*)${E}`,
  tr_TR: String.raw`${W}(?:değil\p{L}*|yok|hiçbir|hiç|asla|ne|sanmak|sanma\p{L}*|saymak|efsane\p{L}*|yanılgı\p{L}*|iddia\p{L}*|vaat\p{L}*|yasak\p{L}*|yasa\s+dışı|tuzak\p{L}*|hata\p{L}*|\p{L}+m[ıiuü]yor\p{L}*|\p{L}+m[ae]z\p{L}*|\p{L}+m[ae]m[ıiuü]ş\p{L}*|\p{L}+m[ae]dan)${E}`,
};
