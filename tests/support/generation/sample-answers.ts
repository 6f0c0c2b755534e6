// Answers a well-behaved model would give, in each locale, long enough for the default limits.
import type { ArticleAnswer } from '../../../cli/generate/answer.ts';
import type { GenerationLocaleId } from '../../../cli/generate/locales.ts';

interface Sample {
  title: string;
  description: string;
  subsubcategories: string[];
  headings: string[];
  paragraphs: string[];
}

const SAMPLES: Record<GenerationLocaleId, Sample> = {
  en_US: {
    title: 'Pot Odds for Beginners: When a Call Pays',
    description: 'How to compare the price of a call with your chance of hitting, with simple numbers from real hands.',
    subsubcategories: ['Pot Odds'],
    headings: ['What pot odds are', 'A worked example', 'Common mistakes', 'A habit to keep'],
    paragraphs: [
      'Pot odds compare the size of the bet you must call with the size of the pot you could win. If the price is good enough, the call makes money over time. If it is not, you fold and keep your chips for a better spot.',
      'Count your outs first. Each card that completes your hand is one out, and with two cards to come every out is worth about four percent. It is a rough rule, but it works well at the table when you have only a few seconds.',
      'Then compare the two numbers. When your chance of hitting is bigger than the share of the pot you must pay, calling is right. Short sentences help here, because the math is simple once you write it down.',
      'Many players forget the bets that come later. A small call now can lead to a bigger decision on the river, so think one street ahead. The [encyclopedia entry](https://www.britannica.com/topic/poker-card-game) explains the idea with more examples.',
    ],
  },
  ru_RU: {
    title: 'Шансы банка для новичков: когда колл окупается',
    description: 'Как сравнить цену колла с вероятностью собрать руку, на простых числах из реальных раздач.',
    subsubcategories: ['Шансы банка'],
    headings: ['Что такое шансы банка', 'Пример с числами', 'Частые ошибки', 'Полезная привычка'],
    paragraphs: [
      'Шансы банка сравнивают размер ставки, которую нужно уравнять, с размером банка, который можно выиграть. Если цена хорошая, колл приносит деньги на длинной дистанции. Если нет, лучше сбросить карты и подождать другой раздачи.',
      'Сначала посчитайте ауты. Каждая карта, которая собирает вашу руку, это один аут, и при двух картах впереди каждый аут стоит примерно четыре процента. Правило грубое, но за столом оно работает быстро и надёжно.',
      'Потом сравните два числа. Когда вероятность собрать руку больше доли банка, которую вы платите, колл верный. Короткие фразы здесь помогают, потому что математика простая, если записать её на бумаге.',
      'Многие игроки забывают о будущих ставках. Маленький колл сейчас может привести к большому решению на ривере, поэтому думайте на улицу вперёд. Статья в [энциклопедии](https://www.britannica.com/topic/poker-card-game) даёт больше примеров.',
    ],
  },
  tr_TR: {
    title: 'Yeni Başlayanlar İçin Pot Oranları: Call Ne Zaman Kazandırır',
    description:
      'Bir call kararının fiyatını kazanma şansınla nasıl karşılaştıracağını, gerçek ellerden basit sayılarla anlatıyoruz.',
    subsubcategories: ['Pot Oranları'],
    headings: ['Pot oranı nedir', 'Sayılarla bir örnek', 'Sık yapılan hatalar', 'Kazanılacak bir alışkanlık'],
    paragraphs: [
      'Pot oranı, ödemen gereken bahsi kazanabileceğin potun büyüklüğüyle karşılaştırır. Fiyat iyiyse call uzun vadede para kazandırır. İyi değilse kartları bırakırsın ve fişlerini daha iyi bir el için saklarsın.',
      'Önce outlarını say. Elini tamamlayan her kart bir outtur ve önünde iki kart varken her out yaklaşık yüzde dört eder. Kaba bir kural ama masada birkaç saniyen olduğunda gayet iyi işe yarıyor.',
      'Sonra iki sayıyı karşılaştır. Eli tamamlama şansın ödediğin pot payından büyükse call doğru karar olur. Kısa cümleler burada yardım ediyor, çünkü hesap kâğıda yazınca çok basit görünüyor.',
      'Birçok oyuncu sonraki bahisleri unutuyor. Şimdi yapılan küçük bir call riverda daha büyük bir karara götürebilir, o yüzden bir sokak ileriyi düşün. [Ansiklopedi](https://www.britannica.com/topic/poker-card-game) maddesinde daha fazla örnek var.',
    ],
  },
};

/** Titles of the answers after the first (sampleAnswer's `variant`), each on a topic of its own. */
const VARIANT_TITLES: Record<GenerationLocaleId, string[]> = {
  en_US: ['Counting Outs Before You Decide', 'Thinking One Street Ahead in Poker'],
  ru_RU: ['Считаем ауты до решения', 'Думать на улицу вперёд в покере'],
  tr_TR: ['Karar Vermeden Önce Outları Saymak', 'Pokerde Bir Sokak İleriyi Düşünmek'],
};

/**
 * The words of a sentence in the variant's order: 1 reversed, 2 every other word and then the
 * rest. No two orders put the same two words side by side, so no two variants share a run of
 * five words, and the originality check (docs/generation.md#originality) takes each for an
 * article of its own. A sentence with a link keeps its order, so the link stays whole.
 */
function reordered(paragraph: string, variant: number): string {
  return paragraph
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => {
      if (variant === 0 || sentence.includes('[')) return sentence;
      const words = sentence.split(' ');
      if (variant === 1) return words.reverse().join(' ');
      return [...words.filter((_, i) => i % 2 === 0), ...words.filter((_, i) => i % 2 === 1)].join(' ');
    })
    .join(' ');
}

/**
 * A valid answer in the locale's language (500 to 700 words), with the given fields changed.
 * `variant` 1 or 2 gives another article of the batch, with a title and word order of its own.
 */
export function sampleAnswer(
  locale: GenerationLocaleId,
  change: Partial<ArticleAnswer> = {},
  variant: 0 | 1 | 2 = 0,
): ArticleAnswer {
  const sample = SAMPLES[locale];
  const paragraphs = sample.paragraphs.map((paragraph) => reordered(paragraph, variant));
  const sections = sample.headings.map((heading) => `## ${heading}\n\n${paragraphs.join('\n\n')}`);
  return {
    title: variant === 0 ? sample.title : VARIANT_TITLES[locale][variant - 1]!,
    description: sample.description,
    subsubcategories: sample.subsubcategories,
    body: [paragraphs[0]!, ...sections].join('\n\n'),
    ...change,
  };
}

/** The same, as the JSON text a model sends. */
export function sampleAnswerJson(
  locale: GenerationLocaleId,
  change: Partial<ArticleAnswer> = {},
  variant: 0 | 1 | 2 = 0,
): string {
  return JSON.stringify(sampleAnswer(locale, change, variant));
}
