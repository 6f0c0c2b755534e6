import { describe, expect, it } from 'vitest';

import { articleFigureProblems } from './article-figures.ts';

describe('articleFigureProblems', () => {
  const articles = [
    { sourceFile: 'content/ru/articles/a.md', body: 'Коэффициент 2,50 означает вероятность 40 %.\n' },
    { sourceFile: 'content/ru/articles/b.md', body: 'Вступление.\n\nКоэффициент 2,50 означает вероятность 45 %.\n' },
  ];

  it('names the file, the field, the figure, its right value and the sentence of each wrong figure', () => {
    expect(articleFigureProblems(articles, 'ru_RU')).toEqual([
      {
        file: 'content/ru/articles/b.md',
        field: 'body',
        value: '45 %',
        expected:
          'odds of 2,50 imply 40,00%, within 0,5, in "Коэффициент 2,50 означает вероятность 45 %." (docs/generation.md#figures)',
      },
    ]);
  });

  it('reads the figures in the language of the site’s locale only', () => {
    expect(articleFigureProblems(articles, 'de_DE')).toEqual([]);
  });
});
