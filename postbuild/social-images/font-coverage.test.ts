// Every character the social preview images draw must be in the bundled font: a missing one
// would be drawn as an empty box on every shared link. The text comes from every site's real
// content, through lib/content like the pages'.
import { openSync } from 'fontkit';
import { describe, expect, it } from 'vitest';

import { loadSiteContent } from '../../lib/content/load.ts';
import { listSites } from '../../lib/content/site-files.ts';
import { siteSocialCards, type SocialCard } from '../../lib/seo/social-image/card.ts';
import { FONT_SUBSETS, FONT_WEIGHTS, fontFile } from './fonts.ts';

/** The code points of every subset of one weight; satori falls back from one subset to the next. */
function coverage(weight: (typeof FONT_WEIGHTS)[number]): Set<number> {
  return new Set(FONT_SUBSETS.flatMap((subset) => openSync(fontFile(subset, weight)).characterSet));
}

/** Each drawn character the font lacks, with the first text that uses it. */
function missingCharacters(texts: Iterable<string>, covered: ReadonlySet<number>): Map<string, string> {
  const missing = new Map<string, string>();
  for (const text of texts) {
    for (const character of text) {
      if (!covered.has(character.codePointAt(0)!) && !missing.has(character)) missing.set(character, text);
    }
  }
  return missing;
}

const drawnTexts = (card: SocialCard) => [card.brand, card.host, card.context ?? '', card.title, card.byline ?? ''];
const describeMissing = (missing: Map<string, string>) =>
  [...missing].map(
    ([character, text]) =>
      `"${character}" (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}) in "${text}"`,
  );

describe('the social images font', () => {
  const sites = listSites(process.cwd());

  it('is read for the three example sites at least', () => {
    expect(sites).toEqual(expect.arrayContaining(['oddsaces', 'stavkablef', 'oranveblof']));
  });

  it.each(sites)(
    'has every character of the titles, authors, categories and site name of %s, bold and regular',
    (siteId) => {
      const content = loadSiteContent({ root: process.cwd(), siteId });
      const texts = [content.site.title, ...siteSocialCards(content).flatMap(drawnTexts)];
      for (const weight of FONT_WEIGHTS) {
        expect(describeMissing(missingCharacters(texts, coverage(weight))), `weight ${weight}`).toEqual([]);
      }
    },
  );

  it('names a character it lacks, and the text that uses it', () => {
    const missing = missingCharacters(['Ставка 한국 ♠'], coverage(700));
    expect(describeMissing(missing)).toEqual([
      '"한" (U+D55C) in "Ставка 한국 ♠"',
      '"국" (U+AD6D) in "Ставка 한국 ♠"',
      '"♠" (U+2660) in "Ставка 한국 ♠"',
    ]);
  });

  it('covers Turkish and Russian letters that plain Latin lacks', () => {
    expect(describeMissing(missingCharacters(['İıĞğŞşÇçÖöÜü', 'ЁёЙйЪъЫыЭэЮюЯя'], coverage(400)))).toEqual([]);
  });
});
