import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { forbiddenSuffixProblem, forbiddenSuffixWords } from './check-suffixes.ts';

const turkishLetter = fc.constantFrom(...'abcçdefgğhıijklmnoöprsştuüvyz');
const stem = fc.array(turkishLetter, { minLength: 1, maxLength: 12 }).map((letters) => letters.join(''));

describe('forbiddenSuffixWords', () => {
  it('finds the words ending in -tedir or -tadır, each once, as written', () => {
    const text = 'Bu yöntem kullanılmaktadır. Dikkat gerekmektedir, yani dikkat gerekmektedir! Oyun güzeldir.';
    expect(forbiddenSuffixWords(text)).toEqual(['kullanılmaktadır', 'gerekmektedir']);
  });

  it('folds case the Turkish way: I is ı and İ is i', () => {
    expect(forbiddenSuffixWords('YAPILMAKTADIR GEREKMEKTEDİR Bulunmaktadır')).toEqual([
      'YAPILMAKTADIR',
      'GEREKMEKTEDİR',
      'Bulunmaktadır',
    ]);
    // Under Turkish rules "TEDIR" is "tedır", which is not the suffix.
    expect(forbiddenSuffixWords('GEREKMEKTEDIR')).toEqual([]);
  });

  it('reads a decomposed dotted İ as the letter it is', () => {
    expect(forbiddenSuffixWords('GEREKMEKTEDI\u0307R')).toEqual(['GEREKMEKTEDİR']);
  });

  it('leaves other -dir and -dır words alone', () => {
    expect(forbiddenSuffixWords('Bu önemlidir, şans vardır, oyun kolaydır, hesap nettir, sonuç kesindir.')).toEqual([]);
  });

  it('flags any word with a forbidden suffix, in any case', () => {
    fc.assert(
      fc.property(stem, fc.constantFrom('tedir', 'tadır', 'TEDİR', 'TADIR', 'Tadır'), (word, suffix) => {
        expect(forbiddenSuffixWords(`Bence ${word}${suffix} ama`)).toEqual([`${word}${suffix}`]);
      }),
    );
  });

  it('never flags a word ending in -dir or -dır not preceded by te or ta', () => {
    fc.assert(
      fc.property(stem, fc.constantFrom('dir', 'dır', 'dur', 'dür'), (word, suffix) => {
        fc.pre(!/t[ea]$/.test(word));
        expect(forbiddenSuffixWords(`${word}${suffix}`)).toEqual([]);
      }),
    );
  });
});

describe('forbiddenSuffixProblem', () => {
  it('names every offending word', () => {
    expect(forbiddenSuffixProblem(['kullanılmaktadır', 'gerekmektedir'])).toBe(
      'the text uses the forbidden suffixes -tedir/-tadır in "kullanılmaktadır", "gerekmektedir"; rephrase them (e.g. -iyor or -ir forms)',
    );
  });
});
