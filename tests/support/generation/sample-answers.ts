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

/** A valid answer in the locale's language (500 to 700 words), with the given fields changed. */
export function sampleAnswer(locale: GenerationLocaleId, change: Partial<ArticleAnswer> = {}): ArticleAnswer {
  const sample = SAMPLES[locale];
  const sections = sample.headings.map((heading) => `## ${heading}\n\n${sample.paragraphs.join('\n\n')}`);
  return {
    title: sample.title,
    description: sample.description,
    subsubcategories: sample.subsubcategories,
    body: [sample.paragraphs[0]!, ...sections].join('\n\n'),
    ...change,
  };
}

/** The same, as the JSON text a model sends. */
export function sampleAnswerJson(locale: GenerationLocaleId, change: Partial<ArticleAnswer> = {}): string {
  return JSON.stringify(sampleAnswer(locale, change));
}
