import { describe, expect, it } from 'vitest';

import { formatProblem } from './problems.ts';
import { checkSectionLinks } from './section-links.ts';
import type { Article } from './model/index.ts';

const article = (slug: string, body: string) =>
  ({ slug, body, sourceFile: `content/x/articles/${slug}.md` }) as Article;

const TARGET = article('kelly', 'Lead.\n\n## Шаг первый\n\n## Half Kelly\n');

describe('checkSectionLinks', () => {
  it('accepts links to sections that exist, written plain or percent-encoded, and plain links', () => {
    const linking = article(
      'linking',
      'See [step](/articles/kelly/#шаг-первый), [it](/articles/kelly/#%D1%88%D0%B0%D0%B3-%D0%BF%D0%B5%D1%80%D0%B2%D1%8B%D0%B9), ' +
        '[half](/articles/kelly/#half-kelly "Half"), [all](/articles/kelly/) and [a missing page](/articles/none/#x).\n\n## Own\n\n[up](#own)',
    );
    expect(checkSectionLinks([TARGET, linking], 'ru_RU')).toEqual([]);
  });

  it('refuses a fragment no heading of the target has, naming the file, the link and the ids', () => {
    const linking = article('linking', 'See [step](/articles/kelly/#step-one).');
    const problems = checkSectionLinks([TARGET, linking], 'ru_RU');
    expect(problems.map(formatProblem)).toEqual([
      'content/x/articles/linking.md: field "body" is "/articles/kelly/#step-one"; expected a section of ' +
        'content/x/articles/kelly.md: one of #шаг-первый, #half-kelly',
    ]);
  });

  it("refuses a link to a section of the article's own that it lacks", () => {
    const own = article('own', 'Lead [down](#later).\n\nNo sections.');
    expect(checkSectionLinks([own], 'en_US')).toEqual([
      {
        file: 'content/x/articles/own.md',
        field: 'body',
        value: '#later',
        expected: 'a section of this article: it has no ## headings, so link to the article itself',
      },
    ]);
  });
});
