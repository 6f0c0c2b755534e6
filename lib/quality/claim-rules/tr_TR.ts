// The forbidden claims of the Turkish (tr_TR) market and the words that deny one (index.ts says how
// they are read).
import { E, gap, W } from './patterns.ts';
import type { ClaimRule } from './topics.ts';

/** A gain in Turkish, with its case endings: not "kar" in "karar" (decision) or "kart" (card). */
const TR_GAIN = String.raw`(?:kâr\p{L}*|kar(?:ı|ın|ınız|lar|ları)?|kazanç\p{L}*|kazanc\p{L}*|para(?:yı|nız|nızı)?|getiri\p{L}*)`;

export const RULES: readonly ClaimRule[] = [
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

/** The negations some of these claims hold themselves (index.ts, OWN_NEGATIONS). */
export const OWN_NEGATIONS = String.raw`kaybettirmeyen|yaş\s+(?:sınırı|kontrolü|doğrulaması)\s+(?:yok|olmadan|gerekmez|gerekmiyor)`;

/** The words that negate or report a claim in its clause (index.ts, NEGATIONS). */
export const NEGATIONS = String.raw`${W}(?:değil\p{L}*|yok|hiçbir|hiç|asla|ne|sanmak|sanma\p{L}*|saymak|efsane\p{L}*|yanılgı\p{L}*|iddia\p{L}*|vaat\p{L}*|yasak\p{L}*|yasa\s+dışı|tuzak\p{L}*|hata\p{L}*|\p{L}+m[ıiuü]yor\p{L}*|\p{L}+m[ae]z\p{L}*|\p{L}+m[ae]m[ıiuü]ş\p{L}*|\p{L}+m[ae]dan)${E}`;
