import { describe, expect, it } from 'vitest';

import { OriginalityIndex } from '../../lib/quality/originality.ts';
import { DEFAULT_LIMITS, findAnswerProblems, passedCheckNames } from './checks.ts';
import { GENERATION_LOCALE_IDS, GENERATION_LOCALES } from './locales.ts';
import { sampleAnswer, SAMPLE_VARIANTS, type SampleVariant } from '../../tests/support/generation/sample-answers.ts';

const REFERENCE_SITES = [{ name: 'Encyclopaedia Britannica', url: 'https://www.britannica.com/' }];

describe('the originality rule, judged on a whole answer', () => {
  it.each(GENERATION_LOCALE_IDS)('refuses a %s answer that repeats an indexed article, and passes others', (id) => {
    const locale = GENERATION_LOCALES[id];
    const originality = new OriginalityIndex();
    originality.add({ file: 'content/site/articles/first.md', ...sampleAnswer(id), language: locale.languageCode });
    const problems = (variant: 0 | 1 | 2, title?: string) =>
      findAnswerProblems(sampleAnswer(id, title ? { title } : {}, variant), {
        locale,
        referenceSites: REFERENCE_SITES,
        limits: DEFAULT_LIMITS,
        originality,
      });
    // The other variants are articles of their own that pass every check.
    expect(problems(1)).toEqual([]);
    expect(problems(2)).toEqual([]);
    const title = sampleAnswer(id, {}, 1).title;
    expect(problems(0, title)).toEqual([
      expect.stringMatching(
        /^the body repeats content\/site\/articles\/first\.md \(".+"\): its five-word sequences overlap 1\.00 \(Jaccard\), limit 0\.30, e\.g\. "/,
      ),
    ]);
    expect(problems(1, sampleAnswer(id).title)).toEqual([
      expect.stringMatching(/^the title ".+" repeats the title of content\/site\/articles\/first\.md/),
    ]);
  });

  it.each(GENERATION_LOCALE_IDS)('passes each %s sample answer after the others, as one batch writes them', (id) => {
    // The batch tests write up to SAMPLE_VARIANTS articles a run and rely on each passing.
    const locale = GENERATION_LOCALES[id];
    const originality = new OriginalityIndex();
    for (let variant = 0; variant < SAMPLE_VARIANTS; variant++) {
      const answer = sampleAnswer(id, {}, variant as SampleVariant);
      const rules = { locale, referenceSites: REFERENCE_SITES, limits: DEFAULT_LIMITS, originality };
      expect(findAnswerProblems(answer, rules), `variant ${variant}`).toEqual([]);
      originality.add({ file: `content/site/articles/${variant}.md`, ...answer, language: locale.languageCode });
    }
  });

  it('is named among the checks a written article passed', () => {
    expect(passedCheckNames(GENERATION_LOCALES.en_US)).toContain('originality');
  });
});
