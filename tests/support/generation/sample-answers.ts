// Answers a well-behaved model would give, in each locale, long enough for the default limits:
// five articles per locale, each on a topic of its own and in words of its own, so that a batch
// of up to five passes the originality check (docs/generation.md#originality) as it is.
import type { ArticleAnswer } from '../../../cli/generate/answer.ts';
import type { GenerationLocaleId } from '../../../cli/generate/locales.ts';

/** The first answer of each locale: its first paragraph opens the body, and all of them fill each section. */
interface FirstSample {
  title: string;
  description: string;
  subsubcategories: string[];
  headings: string[];
  paragraphs: string[];
}

const FIRST: Record<GenerationLocaleId, FirstSample> = {
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

/** An article after the first: an opening paragraph, then sections of paragraphs of their own. */
interface Sample {
  title: string;
  description: string;
  subsubcategories: string[];
  intro: string;
  sections: [heading: string, paragraphs: string[]][];
}

/** Which of a locale's answers: 0 is the first; each is another article of the same batch. */
export type SampleVariant = 0 | 1 | 2 | 3 | 4;
/** How many distinct answers each locale has. */
export const SAMPLE_VARIANTS = 5;

const MORE: Record<GenerationLocaleId, Sample[]> = {
  en_US: [
    {
      title: 'Counting Outs Before You Decide',
      description:
        'How to count the cards that complete your hand, discount the doubtful ones and turn your outs into a chance.',
      subsubcategories: ['Outs'],
      intro:
        "Every drawing decision in Texas Hold'em starts with one question: how many cards left in the deck would give you the best hand? Those cards are your outs. Once you know the common draws, counting them takes a few seconds, and the count tells you far more about the hand than a gut feeling does.",
      sections: [
        [
          'What counts as an out',
          [
            'A flush draw after the flop has nine outs, because thirteen cards share your suit and you can already see four of them. An open-ended straight draw has eight outs, four cards at each end. A gutshot, the straight that is missing one card in the middle, has only four.',
            'Combined draws add up, but every card is counted once. A flush draw together with an open-ended straight draw gives fifteen outs, not seventeen, because two of the straight cards are also of your suit and would otherwise be counted twice.',
          ],
        ],
        [
          'From outs to a percentage',
          [
            'The rule of two and four turns outs into a rough chance. With one card to come, multiply your outs by two; with both the turn and the river to come, multiply them by four. Nine outs on the flop give about thirty-six percent, and the exact figure is close to thirty-five.',
            'The shortcut drifts when you hold many outs. With fifteen outs the rule of four promises sixty percent, while the true chance over two cards is about fifty-four. Above twelve outs, take a little off the quick answer before you lean on it.',
          ],
        ],
        [
          'Outs that are not clean',
          [
            "Some outs complete your hand and improve your opponent's hand at the same time. On a paired board, the card that gives you a flush may give someone else a full house. The card that makes your straight can also put a fourth card of one suit on the table.",
            'Discount such cards instead of counting them fully. Many players count a doubtful out as half an out. The number is rough, but it stops you from paying for a draw that would often lose even when it arrives.',
          ],
        ],
        [
          'Practicing at home',
          [
            'Deal a flop from a real deck, give yourself two cards and count your outs aloud, then check the answer by turning over the rest of the deck. Ten minutes a day for a week is enough to make the common counts automatic.',
            'Once counting is quick, the rest of the decision gets easier, because you can compare your chance with the price of the call. The [encyclopedia article on probability](https://www.britannica.com/science/probability) explains why these counts work and where they stop being exact.',
          ],
        ],
      ],
    },
    {
      title: 'Thinking One Street Ahead in Poker',
      description:
        'Why the price of a call depends on the bets still to come, and how to plan the turn and the river before acting on the flop.',
      subsubcategories: ['Implied Odds'],
      intro:
        'A call on the flop is rarely the last decision of a hand. The turn and the river bring more bets, and the money you may win or lose later belongs in the decision you make now. Players who plan one street ahead fold fewer good hands and lose less with weak ones.',
      sections: [
        [
          'Why the next street matters',
          [
            'Picture a hand where you call a bet on the flop and then face a larger bet on the turn. The first call looked cheap, yet it led you into a second and harder choice. Before you call, ask yourself what you will do on each kind of turn card.',
            'Some turn cards complete your draw, some make the board more dangerous, and most change nothing at all. Sorting them into these groups takes a moment, and it shows whether the call leads somewhere useful or into a spot you would rather avoid.',
            'You do not need exact numbers for this. A rough idea of how big the pot and the stacks will be on each street is enough to see where the hand is going.',
          ],
        ],
        [
          'Implied odds',
          [
            'Implied odds are the chips you expect to win after your draw comes in. If your opponent will pay a large bet on the river when you hit, a call that looks too expensive today can still be right, because the later payment makes up the difference.',
            'Implied odds are strongest when your hand is well hidden. A straight made with a small card on a quiet board is hard to see, while a fourth heart on the board warns everyone at the table. Deep stacks help too, since there is more left to win.',
          ],
        ],
        [
          'Reverse implied odds',
          [
            'The same logic works against you. Reverse implied odds are the chips you lose when you make your hand and it is still second best. A small flush, or a straight made with the low end of the board, can cost a whole stack in such spots.',
            'Hands that are often dominated deserve extra care when the stacks are deep. Before you play for the weaker version of a hand, estimate how often a stronger version of the same hand would beat you on the river.',
          ],
        ],
        [
          'Making a plan',
          [
            'A plan can be short: call the flop, bet if the draw arrives, and give up against a large bet if it misses. Writing down two or three such plans after every session builds the habit faster than reading about it.',
            'A good plan also covers the hands you beat. If your opponent bets the turn, decide in advance which of their hands you can call and which you cannot. The [encyclopedia entry on poker](https://www.britannica.com/topic/poker-card-game) describes the betting rounds this planning is built on.',
          ],
        ],
      ],
    },
    {
      title: 'Betting Units: Sizing Every Stake From Your Bankroll',
      description:
        'How to set a betting unit as a share of your bankroll, when to resize it, and why even stakes keep a bad week from growing.',
      subsubcategories: ['Bankroll Units'],
      intro:
        'A betting unit is the standard stake you place on a single wager, written as a share of the money you have set aside for betting. Thinking in units instead of amounts keeps every decision on the same scale, whether the bankroll is small or large, and makes a losing run easier to survive.',
      sections: [
        [
          'What a unit is',
          [
            'The bankroll is money you can afford to lose without touching rent, food or savings. It lives apart from everyday spending, ideally in an account of its own. Everything below assumes that separation, because a unit means little when the bankroll can be topped up from anywhere.',
            'A unit is a fixed slice of that bankroll. A bettor with 1,000 set aside and a unit of 2% stakes 20 on a normal wager. A strong opinion might deserve two units, but never the five or ten units that one tempting game seems to ask for.',
          ],
        ],
        [
          'Choosing the size',
          [
            'Most guides suggest a unit between one and three percent of the bankroll. The lower end suits bettors who place many wagers a day or back long odds, where losing streaks run longer. The upper end suits a few carefully chosen bets at short prices.',
            'Variance decides more than opinion does. Even a bettor with a real edge loses ten bets in a row now and then. With a unit of one percent that streak leaves ninety percent of the bankroll, while a flat unit of ten percent takes all of it.',
          ],
        ],
        [
          'Resizing as the bankroll moves',
          [
            'Recalculate the unit at fixed moments, for example on the first day of each month, and not after every result. Changing stakes from one bet to the next invites emotional decisions, while a monthly review is frequent enough to follow the bankroll up or down.',
            'When the bankroll shrinks, the unit shrinks with it. That is the point of the method: smaller stakes after losses protect what is left. Making the unit bigger to repair a bad week does the opposite, and it is one of the fastest ways to empty an account.',
          ],
        ],
        [
          'Keeping a record',
          [
            'Write down every bet: the date, the market, the price, the stake in units and the result. A plain spreadsheet is enough. After a few hundred bets the record shows which markets you read well and which ones only feel familiar.',
            'The record also keeps you honest about stakes. If a line shows three units where your rule allows one, you can see exactly when discipline slipped. The [encyclopedia article on gambling](https://www.britannica.com/topic/gambling) gives the wider background on how bookmakers and bettors work.',
          ],
        ],
      ],
    },
    {
      title: "How a Bookmaker's Margin Hides in the Odds",
      description:
        'Turn the prices of a market into implied probabilities, add them up and see how much the bookmaker keeps before any result.',
      subsubcategories: ['Bookmaker Margin'],
      intro:
        'Every price a bookmaker offers contains a small charge for the service. It is not listed anywhere, but you can read it from the odds themselves. Once you know how to find it, you can compare bookmakers on the same match and see which markets cost you the most.',
      sections: [
        [
          'Prices as probabilities',
          [
            'A decimal price becomes a probability when you divide one by it. Decimal odds of 2.50 imply a 40% chance, and odds of 4.00 imply 25%. The bookmaker may believe something else, but these are the chances its prices state.',
            'Fractional and American odds work the same way once converted. A fractional price of 6/4 is the decimal 2.50, and so is the American price of +150. Whatever the format, the implied probability is the share of the total return that your stake makes up.',
          ],
        ],
        [
          'Adding up a market',
          [
            'In a fair market the implied probabilities of all outcomes would add up to exactly 100%. Real markets add up to more. Take a tennis match priced at 1.91 for each player: each price implies 52.36%, so the two together come to 104.71%.',
            "The part above 100% is the margin, here 4.71%. It is the bookmaker's expected share of everything staked on the match, and it is collected whichever player wins, as long as money arrives on both sides in the right proportions.",
            'Three-way markets work the same way. In football the home win, the draw and the away win are priced separately, and the margin is whatever their implied probabilities add up to beyond 100%. The more outcomes a market has, the more room there is to hide a larger margin.',
          ],
        ],
        [
          'Comparing bookmakers',
          [
            'Margins differ between bookmakers and between markets. Popular football matches often carry margins of 2% to 5%, while small leagues and novelty markets can go above 10%. The same bet placed where the margin is lower pays more when it wins.',
            'To compare two bookmakers, add up the implied probabilities of the same market at each of them. The lower total is the cheaper market. Doing this for a week of matches quickly shows which bookmaker prices your favorite markets tightly and which one charges extra.',
          ],
        ],
        [
          'What the margin means for you',
          [
            'The margin is a cost that every bet pays, win or lose. To come out ahead over many bets, your own estimates have to beat the market by more than that cost, which is much harder than picking more winners than losers.',
            'That is why careful bettors treat the margin as a fee and look for the lowest one. The [encyclopedia entry on probability theory](https://www.britannica.com/science/probability-theory) covers the reasoning behind implied chances in more depth.',
          ],
        ],
      ],
    },
  ],
  ru_RU: [
    {
      title: 'Считаем ауты до решения',
      description:
        'Как посчитать карты, которые собирают вашу руку, отбросить сомнительные и перевести ауты в вероятность прямо за столом.',
      subsubcategories: ['Ауты'],
      intro:
        'Любое решение с дро в техасском холдеме начинается с одного вопроса: сколько карт в колоде дадут вам лучшую руку? Эти карты называются аутами. Когда вы знаете типичные дро, подсчёт занимает несколько секунд и говорит о раздаче больше, чем любое чутьё.',
      sections: [
        [
          'Что считается аутом',
          [
            'Флеш-дро на флопе даёт девять аутов: в масти тринадцать карт, и четыре из них вы уже видите. Двустороннее стрит-дро даёт восемь аутов, по четыре карты с каждой стороны. Гатшот, то есть стрит, которому не хватает одной карты в середине, даёт всего четыре аута.',
            'Комбинированные дро складываются, но каждая карта считается только один раз. Флеш-дро вместе с двусторонним стрит-дро дают пятнадцать аутов, а не семнадцать, потому что две карты для стрита одновременно вашей масти и иначе попали бы в подсчёт дважды.',
            'Считайте только те карты, которые действительно дают вам лучшую руку. Если вы собираете пару старшей картой, а у соперника, скорее всего, уже две пары, такой аут ничего не стоит. Подсчёт всегда начинается с вопроса, какую руку вы хотите побить.',
          ],
        ],
        [
          'От аутов к процентам',
          [
            'Правило двух и четырёх переводит ауты в примерную вероятность. Если впереди одна карта, умножьте число аутов на два, а если две, то на четыре. Девять аутов на флопе дают около тридцати шести процентов, а точная цифра близка к тридцати пяти.',
            'При большом числе аутов правило ошибается сильнее. Для пятнадцати аутов оно обещает шестьдесят процентов, хотя настоящая вероятность собрать руку за две карты около пятидесяти четырёх. Если аутов больше двенадцати, немного уменьшайте быстрый ответ, прежде чем на него опираться.',
            'На тёрне, когда впереди только ривер, правило двух работает точнее. Девять аутов дают по правилу около восемнадцати процентов, а точная цифра чуть меньше двадцати. Поэтому на последней улице быстрый подсчёт можно использовать почти без поправок.',
          ],
        ],
        [
          'Грязные ауты',
          [
            'Некоторые ауты собирают вашу руку и одновременно усиливают руку соперника. На спаренной доске карта, которая даёт вам флеш, может дать кому-то фулл-хаус. Карта для вашего стрита может выложить на стол четвёртую карту одной масти, и тогда ваш стрит уже не так хорош.',
            'Такие карты лучше не считать полностью. Многие игроки засчитывают сомнительный аут как половину аута. Оценка грубая, но она удерживает от оплаты дро, которое часто проигрывает даже тогда, когда приходит.',
          ],
        ],
        [
          'Тренировка дома',
          [
            'Раздайте флоп из настоящей колоды, возьмите себе две карты и вслух посчитайте ауты, а потом проверьте ответ, перевернув оставшиеся карты. Десяти минут в день в течение недели хватает, чтобы типичные подсчёты стали автоматическими.',
            'Когда подсчёт идёт быстро, остальная часть решения становится проще: вы сравниваете свой шанс с ценой колла. [Статья энциклопедии о вероятности](https://www.britannica.com/science/probability) объясняет, почему такие подсчёты работают и где они перестают быть точными.',
          ],
        ],
      ],
    },
    {
      title: 'Думать на улицу вперёд в покере',
      description:
        'Почему цена колла зависит от будущих ставок и как заранее спланировать тёрн и ривер, прежде чем принять решение на флопе.',
      subsubcategories: ['Подразумеваемые шансы'],
      intro:
        'Колл на флопе редко бывает последним решением в раздаче. На тёрне и ривере будут новые ставки, и деньги, которые вы можете выиграть или потерять позже, тоже входят в сегодняшнее решение. Игроки, которые думают на улицу вперёд, реже сбрасывают хорошие руки и меньше теряют со слабыми.',
      sections: [
        [
          'Почему важна следующая улица',
          [
            'Представьте раздачу, в которой вы уравниваете ставку на флопе, а на тёрне получаете ставку крупнее. Первый колл казался дешёвым, но он привёл вас ко второму, более трудному выбору. Прежде чем коллировать, спросите себя, что вы сделаете на каждой карте тёрна.',
            'Одни карты собирают ваше дро, другие делают доску опаснее, а большинство ничего не меняет. Разложить их по этим группам можно за секунду, и сразу видно, ведёт ли колл к полезной ситуации или к трудному решению, которого лучше избежать.',
          ],
        ],
        [
          'Подразумеваемые шансы',
          [
            'Подразумеваемые шансы — это фишки, которые вы рассчитываете выиграть после того, как дро соберётся. Если соперник заплатит крупную ставку на ривере, колл, который сейчас кажется слишком дорогим, может оказаться верным, потому что будущий выигрыш покрывает разницу.',
            'Лучше всего они работают, когда ваша рука хорошо спрятана. Стрит, собранный маленькой картой на спокойной доске, заметить трудно, а четвёртая черва на столе предупреждает всех. Глубокие стеки тоже помогают, ведь тогда за столом остаётся больше фишек.',
            'Оценивайте их честно. Соперник, который играет осторожно и сбрасывает карты при первом признаке опасности, не заплатит вам много, даже если дро соберётся. Против такого игрока колл должен окупаться уже сейчас, без надежды на крупную выплату позже.',
          ],
        ],
        [
          'Обратные подразумеваемые шансы',
          [
            'Та же логика работает и против вас. Обратные подразумеваемые шансы — это фишки, которые вы теряете, когда собираете руку, а она всё равно оказывается второй. Младший флеш или стрит с нижней стороны доски в таких ситуациях может стоить целого стека.',
            'Руки, которые часто оказываются доминированными, требуют особой осторожности при глубоких стеках. Прежде чем играть на слабую версию руки, прикиньте, как часто на ривере вас будет бить сильная версия той же комбинации.',
          ],
        ],
        [
          'Как составить план',
          [
            'План может быть коротким: уравнять на флопе, поставить, если дро пришло, и сдаться против крупной ставки, если нет. Если после каждой сессии записывать два или три таких плана, привычка вырабатывается быстрее, чем от чтения книг.',
            'Планируйте и размер будущих ставок. Если вы знаете, сколько поставите на ривере, проще оценить, сколько фишек останется в стеке и стоит ли вообще начинать борьбу за банк.',
            'Хороший план учитывает и руки, которые вы обыгрываете. Если соперник ставит на тёрне, решите заранее, с какими его руками вы готовы уравнять, а с какими нет. [Статья энциклопедии о покере](https://www.britannica.com/topic/poker-card-game) описывает круги торговли, на которых строится такое планирование.',
          ],
        ],
      ],
    },
    {
      title: 'Игровая единица: размер ставки от банкролла',
      description:
        'Как выбрать игровую единицу как долю банкролла, когда её пересчитывать и почему ровные ставки не дают плохой неделе затянуться.',
      subsubcategories: ['Банкролл'],
      intro:
        'Игровая единица — это обычная сумма одной ставки, записанная как доля денег, отложенных на ставки. Когда вы думаете единицами, а не рублями, все решения оказываются в одном масштабе, будь банкролл маленьким или большим. Так проще пережить серию проигрышей и сохранить ясную голову.',
      sections: [
        [
          'Что такое игровая единица',
          [
            'Банкролл — это деньги, потерю которых вы можете себе позволить, не трогая оплату жилья, еды и сбережения. Он хранится отдельно от повседневных расходов, лучше всего на отдельном счёте. Всё, что сказано ниже, исходит из такого разделения, иначе единица теряет смысл.',
            'Единица — фиксированная часть банкролла. Если у вас отложено 10 000 рублей, а единица равна 2%, обычная ставка составляет 200 рублей. Сильное мнение может стоить двух единиц, но никогда не пяти или десяти, как бы ни манил один матч.',
            'Единицу удобно записать прямо в журнале, чтобы не пересчитывать её перед каждой ставкой и не поддаваться соблазну округлить сумму вверх.',
          ],
        ],
        [
          'Как выбрать размер',
          [
            'Чаще всего советуют единицу от одного до трёх процентов банкролла. Нижняя граница подходит тем, кто делает много ставок в день или играет на высокие коэффициенты, где серии проигрышей длиннее. Верхняя граница годится для нескольких тщательно отобранных ставок на низкие коэффициенты.',
            'Дисперсия решает больше, чем мнение. Даже игрок с настоящим перевесом время от времени проигрывает десять ставок подряд. При единице в один процент такая серия оставляет девяносто процентов банкролла, а при ровной единице в десять процентов забирает его целиком.',
            'Не подбирайте размер под желаемый результат. Единица, которая кажется скучной, обычно правильная, а единица, которая сулит быстрый рост, слишком велика. Скучная дисциплина бережёт банкролл лучше любых прогнозов.',
          ],
        ],
        [
          'Пересчёт вместе с банкроллом',
          [
            'Пересчитывайте единицу в заранее выбранные моменты, например первого числа каждого месяца, а не после каждого результата. Менять ставки от матча к матчу значит поддаваться эмоциям, а ежемесячного пересмотра достаточно, чтобы следовать за банкроллом вверх и вниз.',
            'Когда банкролл уменьшается, единица уменьшается вместе с ним. В этом и смысл метода: после проигрышей ставки становятся меньше и берегут то, что осталось. Увеличение единицы ради того, чтобы исправить плохую неделю, делает обратное и быстрее всего опустошает счёт.',
          ],
        ],
        [
          'Журнал ставок',
          [
            'Записывайте каждую ставку: дату, рынок, коэффициент, размер в единицах и результат. Обычной таблицы достаточно. Через несколько сотен ставок журнал покажет, какие рынки вы читаете хорошо, а какие только кажутся знакомыми.',
            'Журнал помогает и соблюдать дисциплину. Если в строке стоит три единицы там, где правило разрешает одну, видно, когда именно вы от него отступили. [Статья энциклопедии об азартных играх](https://www.britannica.com/topic/gambling) рассказывает, как устроена работа букмекеров и игроков.',
            'Раз в месяц просматривайте журнал целиком. Посчитайте, сколько единиц вы поставили и сколько получили обратно на каждом рынке, и отдельно отметьте ставки, сделанные вне правил. Такой разбор занимает полчаса и честнее любых воспоминаний.',
          ],
        ],
      ],
    },
    {
      title: 'Как маржа букмекера прячется в коэффициентах',
      description:
        'Переводим коэффициенты рынка в вероятности, складываем их и видим, сколько букмекер оставляет себе ещё до начала матча.',
      subsubcategories: ['Маржа букмекера'],
      intro:
        'В каждом коэффициенте букмекера спрятана небольшая плата за услугу. Её нигде не указывают, но её можно вычислить по самим коэффициентам. Зная, как это сделать, вы сможете сравнить букмекеров на одном и том же матче и увидеть, какие рынки обходятся вам дороже всего.',
      sections: [
        [
          'Коэффициент как вероятность',
          [
            'Десятичный коэффициент превращается в вероятность, если разделить на него единицу. Коэффициент 2,50 означает вероятность 40%, а коэффициент 4,00 означает 25%. Собственная оценка букмекера может отличаться, но именно эти цифры заложены в его цены.',
            'Дробные и американские коэффициенты после перевода работают так же. Дробь 6/4 соответствует десятичному коэффициенту 2,50, и американский коэффициент +150 тоже. В любом формате подразумеваемая вероятность равна доле вашей ставки в общей выплате.',
            'Несколько таких переводов, сделанных вручную, приучают видеть за коэффициентом вероятность с первого взгляда, и дальше считать становится гораздо легче.',
          ],
        ],
        [
          'Сумма рынка',
          [
            'На честном рынке вероятности всех исходов в сумме дали бы ровно 100%. На реальном рынке сумма больше. Возьмём теннисный матч с коэффициентом 1,91 на каждого игрока: каждый коэффициент означает 52,36%, а вместе они дают 104,71%.',
            'Всё, что выше 100%, и есть маржа, здесь 4,71%. Это ожидаемая доля букмекера от всех ставок на матч, и он получает её при любом победителе, если деньги поступают на обе стороны в нужной пропорции.',
            'Рынки с тремя исходами устроены так же. В футболе победа хозяев, ничья и победа гостей оцениваются отдельно, и маржа равна тому, насколько сумма их вероятностей превышает сто процентов. Чем больше исходов у рынка, тем легче спрятать в нём большую маржу.',
          ],
        ],
        [
          'Сравнение букмекеров',
          [
            'Маржа отличается у разных букмекеров и на разных рынках. На популярные футбольные матчи она часто составляет от 2% до 5%, а в небольших лигах и на экзотических рынках может превышать 10%. Одна и та же ставка там, где маржа ниже, при выигрыше приносит больше.',
            'Чтобы сравнить двух букмекеров, сложите вероятности одного и того же рынка у каждого из них. Меньшая сумма означает более дешёвый рынок. Если проделать это для матчей одной недели, быстро становится видно, кто считает ваши любимые рынки аккуратно, а кто берёт лишнее.',
          ],
        ],
        [
          'Что маржа значит для игрока',
          [
            'Маржу платит каждая ставка, выигрышная или проигрышная. Чтобы оказаться в плюсе на длинной дистанции, ваши оценки должны превосходить рынок больше, чем на эту плату, а это намного труднее, чем просто угадывать больше победителей, чем проигравших.',
            'Поэтому внимательные игроки относятся к марже как к комиссии и ищут самую низкую. [Статья энциклопедии о теории вероятностей](https://www.britannica.com/science/probability-theory) подробнее объясняет, откуда берутся подразумеваемые вероятности.',
            'Маржа важна и тогда, когда вы играете просто ради интереса. Она показывает, сколько в среднем стоит каждая ставка, и помогает заранее решить, какую сумму вы готовы потратить за вечер, не рассчитывая на выигрыш.',
          ],
        ],
      ],
    },
  ],
  tr_TR: [
    {
      title: 'Karar Vermeden Önce Outları Saymak',
      description:
        'Elini tamamlayan kartları saymayı, şüpheli olanları ayıklamayı ve outları masada bir olasılığa çevirmeyi anlatıyoruz.',
      subsubcategories: ['Outlar'],
      intro:
        "Texas Hold'em'de her draw kararı tek bir soruyla başlar: destede kalan kaç kart sana en iyi eli verir? Bu kartlara out denir. Yaygın draw'ları öğrendikten sonra saymak birkaç saniye sürer ve bu sayı el hakkında içgüdüden çok daha fazlasını söyler.",
      sections: [
        [
          'Out nedir',
          [
            "Floptan sonra bir floş draw'unun dokuz outu vardır, çünkü senin renginden on üç kart var ve bunların dördünü zaten görüyorsun. Açık uçlu bir kent draw'unda sekiz out bulunur, her iki uçta dörder kart. Ortadaki tek kartı bekleyen gutshot ise sadece dört out verir.",
            "Birleşik draw'lar toplanır ama her kart yalnızca bir kez sayılır. Floş draw'u ile açık uçlu kent draw'u birlikte on yedi değil on beş out eder, çünkü kent kartlarından ikisi aynı zamanda senin rengindendir ve iki kez sayılmamalı.",
            'Yalnızca sana gerçekten en iyi eli veren kartları say. Üst kartla bir çift yapmayı bekliyorsan ama rakibin büyük olasılıkla iki çifti varsa, o kart out sayılmaz. Sayım her zaman hangi eli yenmek istediğin sorusuyla başlar.',
          ],
        ],
        [
          'Outlardan yüzdeye',
          [
            'İki ve dört kuralı outları kabaca bir olasılığa çevirir. Önünde bir kart varsa out sayını ikiyle, iki kart varsa dörtle çarp. Flopta dokuz out yaklaşık yüzde otuz altı eder, gerçek sonuç ise yüzde otuz beşe yakındır.',
            'Out sayısı arttıkça kural daha çok sapar. On beş outla kural yüzde altmış gösterir, oysa iki kartta gerçek şans yaklaşık yüzde elli dört olur. On ikiden fazla outun varsa hızlı cevaptan biraz düş ve ondan sonra karar ver.',
            'Turnde, önünde sadece river varken, ikiyle çarpma kuralı daha isabetli çalışır. Kurala göre dokuz out yaklaşık yüzde on sekiz eder, gerçek sonuç ise yüzde yirminin biraz altında kalır. Son sokakta hızlı hesabı neredeyse düzeltmeden kullanabilirsin.',
          ],
        ],
        [
          'Temiz olmayan outlar',
          [
            'Bazı outlar senin elini tamamlarken rakibinin elini de güçlendirir. Eşli bir boardda sana floş veren kart bir başkasına full house verebilir. Kentini tamamlayan kart da masaya aynı renkten dördüncü kartı koyabilir ve o zaman kentin eskisi kadar güçlü olmaz.',
            'Böyle kartları tam sayma. Birçok oyuncu şüpheli bir outu yarım out olarak hesaplar. Tahmin kaba ama geldiğinde bile sık sık kaybeden bir draw için fiş ödemekten seni korur.',
            'Boardun rengine ve eşli olup olmadığına her sokakta yeniden bak, çünkü temiz bir out bir sonraki kartla kirlenebilir.',
          ],
        ],
        [
          'Evde pratik',
          [
            'Gerçek bir desteden bir flop aç, kendine iki kart ver ve outlarını yüksek sesle say, sonra kalan kartları çevirerek cevabını kontrol et. Bir hafta boyunca günde on dakika yeterli olur ve yaygın sayımlar kısa sürede otomatik hale gelir.',
            "Sayım hızlandığında kararın geri kalanı da kolaylaşır, çünkü şansını call'un fiyatıyla karşılaştırabilirsin. [Ansiklopedinin olasılık maddesi](https://www.britannica.com/science/probability) bu sayımların neden işe yaradığını ve nerede kesinliğini yitirdiğini anlatıyor.",
          ],
        ],
      ],
    },
    {
      title: 'Pokerde Bir Sokak İleriyi Düşünmek',
      description:
        "Bir call'un fiyatının gelecek bahislere neden bağlı olduğunu ve floptan önce turn ile river'ı nasıl planlayacağını anlatıyoruz.",
      subsubcategories: ['Örtük Oranlar'],
      intro:
        'Floptaki bir call nadiren elin son kararıdır. Turn ve river yeni bahisler getirir ve sonra kazanabileceğin ya da kaybedebileceğin fişler de şimdiki kararın bir parçasıdır. Bir sokak ileriyi düşünen oyuncular iyi elleri daha az bırakır ve zayıf ellerle daha az kaybeder.',
      sections: [
        [
          'Sonraki sokak neden önemli',
          [
            'Flopta bir bahsi call ettiğini, turnde ise daha büyük bir bahisle karşılaştığını düşün. İlk call ucuz görünüyordu ama seni ikinci ve daha zor bir seçime taşıdı. Call etmeden önce her turn kartında ne yapacağını kendine sor.',
            "Bazı turn kartları draw'unu tamamlar, bazıları boardu daha tehlikeli yapar, çoğu ise hiçbir şeyi değiştirmez. Onları bu gruplara ayırmak bir an sürer ve call'unun işe yarar bir yere mi yoksa kaçınmak istediğin bir duruma mı götürdüğünü gösterir.",
            'Bu soruyu yanıtlamak için kesin sayılar gerekmez. Her sokakta potun ve stacklerin ne kadar büyüyeceğini kabaca tahmin etmen, elin nereye gittiğini görmeye yeter.',
          ],
        ],
        [
          'Örtük oranlar',
          [
            "Örtük oranlar, draw'un geldikten sonra kazanmayı beklediğin fişlerdir. Elini tamamladığında rakibin river'da büyük bir bahsi ödeyecekse, bugün pahalı görünen bir call yine de doğru olabilir, çünkü sonraki ödeme aradaki farkı kapatır.",
            'Örtük oranlar en çok elin iyi saklandığında işe yarar. Sakin bir boardda küçük bir kartla yapılan kenti görmek zordur, masadaki dördüncü kupa ise herkesi uyarır. Derin stackler de yardım eder, çünkü masada kazanılacak daha çok fiş kalır.',
            "Bu oranları dürüstçe tahmin et. Tehlikenin ilk işaretinde elini bırakan temkinli bir rakip, draw'un gelse bile sana çok ödeme yapmaz. Böyle bir oyuncuya karşı call şimdiden kendini karşılamalı, sonradan gelecek büyük bir ödemeye güvenmemeli.",
          ],
        ],
        [
          'Ters örtük oranlar',
          [
            'Aynı mantık sana karşı da çalışır. Ters örtük oranlar, elini tamamladığın halde hâlâ ikinci en iyi elde kaldığında kaybettiğin fişlerdir. Küçük bir floş ya da boardun alt ucuyla yapılan bir kent böyle durumlarda bütün stacke mal olabilir.',
            'Sık sık domine olan eller derin stacklerde ekstra dikkat ister. Bir elin zayıf versiyonu için oynamadan önce, aynı elin güçlü versiyonunun riverda seni ne sıklıkla yeneceğini hesapla.',
            'Bu durumlarda en pahalı hata, elin tamamlandığı için sevinip büyük bahisleri sorgusuz ödemektir. Rakibin hikâyesini baştan sona düşün ve senin elini yenen eller de o hikâyeye uyuyorsa, kayıpları küçük tutmayı seç.',
          ],
        ],
        [
          'Bir plan yapmak',
          [
            'Bir plan kısa olabilir: flopta call et, draw gelirse bahis yap, gelmezse büyük bir bahse karşı elini bırak. Her seanstan sonra böyle iki üç plan yazmak, bu alışkanlığı okumaktan daha hızlı oturtur.',
            "Gelecek bahislerin boyutunu da planla. River'da ne kadar bahis yapacağını bilirsen, stackte ne kadar fiş kalacağını ve pota girmeye değip değmediğini daha kolay görürsün.",
            'İyi bir plan yendiğin elleri de hesaba katar. Rakibin turnde bahis yaparsa, hangi elleriyle call edebileceğine ve hangileriyle edemeyeceğine önceden karar ver. [Ansiklopedinin poker maddesi](https://www.britannica.com/topic/poker-card-game) bu planlamanın dayandığı bahis turlarını anlatıyor.',
          ],
        ],
      ],
    },
    {
      title: 'Bahiste Birim Sistemi: Kasaya Göre Bahis Tutarı',
      description:
        'Bahis birimini kasanın bir payı olarak seçmeyi, ne zaman yeniden hesaplayacağını ve eşit tutarların neden koruduğunu anlatıyoruz.',
      subsubcategories: ['Kasa Yönetimi'],
      intro:
        'Bahis birimi, tek bir bahse koyduğun standart tutardır ve bahis için ayırdığın paranın bir payı olarak yazılır. Tutarlar yerine birimlerle düşünmek, kasa küçük de olsa büyük de olsa her kararı aynı ölçekte tutar. Kaybedilen serileri atlatmak da böylece kolaylaşır.',
      sections: [
        [
          'Birim nedir',
          [
            'Kasa, kira, yemek ya da birikim gibi harcamalara dokunmadan kaybetmeyi göze alabileceğin paradır. Günlük harcamalardan ayrı durur, en iyisi kendi hesabında. Bu yazıdaki her şey bu ayrımı varsayıyor, çünkü kasa her yerden doldurulabiliyorsa birimin pek anlamı kalmaz.',
            "Birim, kasanın sabit bir dilimidir. 1.000 liralık bir kasası ve %2'lik birimi olan biri normal bir bahse 20 lira koyar. Güçlü bir görüş iki birimi hak edebilir, ama cazip görünen tek bir maç için asla beş ya da on birim koyma.",
            'Birimi kayıt defterine ya da tabloya yaz, böylece her bahisten önce yeniden hesaplaman ve tutarı yukarı yuvarlama isteğine kapılman gerekmez.',
          ],
        ],
        [
          'Boyutu seçmek',
          [
            'Çoğu rehber kasanın yüzde biri ile yüzde üçü arasında bir birim önerir. Alt sınır günde çok sayıda bahis yapanlara ya da yüksek oranlara oynayanlara uyar, çünkü orada kayıp serileri daha uzun sürer. Üst sınır düşük oranlarda özenle seçilmiş birkaç bahse uyar.',
            'Varyans görüşten daha çok şey belirler. Gerçek bir avantajı olan oyuncu bile arada bir üst üste on bahis kaybeder. Yüzde birlik birimle bu seri kasanın yüzde doksanını bırakır, yüzde onluk sabit bir birim ise kasanın tamamını götürür.',
            'Birimi istediğin sonuca göre seçme. Sıkıcı görünen birim genellikle doğru olandır, hızlı büyüme vaat eden birim ise fazla büyüktür. Sıkıcı bir disiplin kasayı her tahminden daha iyi korur.',
          ],
        ],
        [
          'Kasayla birlikte yeniden hesaplamak',
          [
            'Birimi her sonuçtan sonra değil, önceden seçtiğin anlarda yeniden hesapla, örneğin her ayın ilk günü. Bahisten bahse tutar değiştirmek duygusal kararlara kapı açar, ayda bir yapılan gözden geçirme ise kasayı yukarı ve aşağı izlemeye yeter.',
            'Kasa küçüldüğünde birim de onunla küçülür. Yöntemin amacı da budur: kayıplardan sonra daha küçük bahisler kalan parayı korur. Kötü bir haftayı telafi etmek için birimi büyütmek bunun tam tersidir ve bir hesabı boşaltmanın en hızlı yollarından biridir.',
          ],
        ],
        [
          'Bahis kaydı tutmak',
          [
            'Her bahsi yaz: tarih, piyasa, oran, birim olarak tutar ve sonuç. Basit bir tablo yeterli. Birkaç yüz bahisten sonra kayıt, hangi piyasaları iyi okuduğunu ve hangilerinin sadece tanıdık geldiğini gösterir.',
            'Kayıt, disiplini korumaya da yardım eder. Kuralın bir birime izin verdiği yerde üç birim görürsen, disiplinin tam olarak ne zaman kaydığını görürsün. [Ansiklopedinin kumar maddesi](https://www.britannica.com/topic/gambling) bahis şirketlerinin ve oyuncuların nasıl çalıştığına dair daha geniş bir arka plan sunuyor.',
            'Ayda bir kaydın tamamını gözden geçir. Her piyasada kaç birim yatırdığını ve kaç birim geri aldığını hesapla, kuralların dışında yapılan bahisleri ayrıca işaretle. Bu inceleme yarım saat sürer ve hafızadan çok daha dürüsttür.',
          ],
        ],
      ],
    },
    {
      title: 'Bahis Şirketinin Marjı Oranlarda Nasıl Saklanır',
      description:
        'Bir piyasanın oranlarını olasılığa çevirip topluyor ve bahis şirketinin sonuçtan önce ne kadarını kendine ayırdığını gösteriyoruz.',
      subsubcategories: ['Bahis Marjı'],
      intro:
        'Bahis şirketinin sunduğu her oran, hizmet için küçük bir ücret içerir. Bu ücret hiçbir yerde yazmaz ama oranların kendisinden okunabilir. Onu nasıl bulacağını öğrendiğinde, aynı maçta şirketleri karşılaştırabilir ve hangi piyasaların sana en pahalıya mal olduğunu görebilirsin.',
      sections: [
        [
          'Oran bir olasılıktır',
          [
            'Ondalık bir oran, bir sayısı o orana bölününce olasılığa dönüşür. Oran 2,50 için örtük olasılık %40, oran 4,00 için ise %25 olur. Şirketin kendi tahmini farklı olabilir, ama fiyatların söylediği olasılık bunlardır.',
            "Kesirli ve Amerikan oranlar dönüştürüldükten sonra aynı şekilde çalışır. 6/4 kesirli oran ondalık 2,50'ye eşittir, +150 Amerikan oranı da öyle. Biçim ne olursa olsun, örtük olasılık yatırdığın tutarın toplam ödemedeki payıdır.",
            'Bu dönüşümü birkaç kez elle yapmak, oranlara bakar bakmaz kabaca bir olasılık görmeyi öğretir ve sonraki adımları çok kolaylaştırır.',
          ],
        ],
        [
          'Bir piyasayı toplamak',
          [
            'Adil bir piyasada bütün sonuçların olasılıkları toplamda tam %100 ederdi. Gerçek piyasalarda toplam daha yüksek olur. Her oyuncuya 1,91 oran verilen bir tenis maçını düşün: her oranın örtük olasılığı %52,36, ikisi birlikte %104,71 eder.',
            "%100'ün üstündeki kısım marjdır, burada %4,71. Bu, maça yatırılan bütün paradan şirketin beklediği paydır ve para iki tarafa doğru oranda geldiği sürece hangi oyuncu kazanırsa kazansın şirkette kalır.",
            'Üç sonuçlu piyasalar da aynı şekilde çalışır. Futbolda ev sahibi galibiyeti, beraberlik ve deplasman galibiyeti ayrı ayrı fiyatlanır ve marj, olasılıkların toplamının yüzde yüzü ne kadar aştığını gösterir. Sonuç sayısı arttıkça büyük bir marjı saklamak da kolaylaşır.',
          ],
        ],
        [
          'Bahis şirketlerini karşılaştırmak',
          [
            "Marjlar şirketten şirkete ve piyasadan piyasaya değişir. Popüler futbol maçlarında marj çoğu zaman %2 ile %5 arasında olur, küçük liglerde ve sıra dışı piyasalarda ise %10'u geçebilir. Aynı bahis, marjın düşük olduğu yerde kazandığında daha çok öder.",
            'İki şirketi karşılaştırmak için aynı piyasanın olasılıklarını her birinde topla. Düşük toplam daha ucuz piyasa demektir. Bunu bir haftalık maçlar için yapmak, sevdiğin piyasaları hangi şirketin dar fiyatladığını ve hangisinin fazladan ücret aldığını çabucak gösterir.',
            'Karşılaştırmayı aynı anda yap, çünkü oranlar maç yaklaştıkça değişir. Sabah bir şirkette, akşam başka bir şirkette bakılan fiyatlar farklı bilgilere dayanır ve bu iki toplamı yan yana koymak yanıltıcı bir sonuç verir.',
          ],
        ],
        [
          'Marj senin için ne anlama gelir',
          [
            'Marj, kazansa da kaybetse de her bahsin ödediği bir maliyettir. Çok sayıda bahisten sonra önde olmak için kendi tahminlerinin piyasayı bu maliyetten daha fazla geçmesi gerekir ve bu, kaybedenden çok kazanan seçmekten çok daha zordur.',
            'Bu yüzden dikkatli oyuncular marjı bir ücret olarak görür ve en düşüğünü arar. [Ansiklopedinin olasılık kuramı maddesi](https://www.britannica.com/science/probability-theory) örtük olasılıkların ardındaki mantığı daha ayrıntılı anlatıyor.',
            'Marj, sadece eğlence için oynadığında da önemlidir. Her bahsin ortalama maliyetini gösterir ve bir akşam için ne kadar harcamaya hazır olduğuna, kazanca güvenmeden önceden karar vermene yardım eder.',
          ],
        ],
      ],
    },
  ],
};

function sample(locale: GenerationLocaleId, variant: SampleVariant): Sample {
  if (variant > 0) return MORE[locale][variant - 1]!;
  const { title, description, subsubcategories, headings, paragraphs } = FIRST[locale];
  return {
    title,
    description,
    subsubcategories,
    intro: paragraphs[0]!,
    sections: headings.map((heading) => [heading, paragraphs]),
  };
}

/**
 * A valid answer in the locale's language (400 to 800 words), with the given fields changed.
 * Each `variant` is another article that passes every generation check and the site's content
 * validation (US spelling in English) and repeats none of the others.
 */
export function sampleAnswer(
  locale: GenerationLocaleId,
  change: Partial<ArticleAnswer> = {},
  variant: SampleVariant = 0,
): ArticleAnswer {
  const { title, description, subsubcategories, intro, sections } = sample(locale, variant);
  const body = [intro, ...sections.map(([heading, paragraphs]) => `## ${heading}\n\n${paragraphs.join('\n\n')}`)];
  return { title, description, subsubcategories, body: body.join('\n\n'), ...change };
}

/** The same, as the JSON text a model sends. */
export function sampleAnswerJson(
  locale: GenerationLocaleId,
  change: Partial<ArticleAnswer> = {},
  variant: SampleVariant = 0,
): string {
  return JSON.stringify(sampleAnswer(locale, change, variant));
}
