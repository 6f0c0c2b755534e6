// Wordings the legal pages retired (docs/sites.md#legal-pages): check:content refuses them in a
// legal page's own text, naming the line and what to write instead.
import { firstMention, LEGAL_PAGES, type LegalPage, prose } from './legal-text.ts';
import type { Page } from './model/index.ts';
import type { ContentProblem } from './problems.ts';
import { bodyFirstLine } from './spelling.ts';

/**
 * Wordings the legal pages must not use again, each with what to write instead: promises the site
 * does not keep, and forms its readers' law or usage asks to write otherwise.
 */
export const RETIRED_WORDINGS: readonly { words: RegExp; instead: string }[] = [
  {
    words: /check(?:s|ed)?\s+(?:the\s+)?worked\s+examples\s+before\s+publication/i,
    instead:
      'what is checked, as About Us says it: automated checks of structure and language, an editor\'s review; figures may be wrong and corrections are listed under "What changed"',
  },
  {
    words: /dikkatle\s+kontrol\s+ediyoruz/iu,
    instead:
      'what is checked, as the About page says it: automatic checks of form and language, an editor\'s reading; figures may be wrong and corrections are listed under "Neler değişti"',
  },
  {
    words: /(?<![\p{L}\p{N}.])(?:U\.S\.|US)(?![\p{L}\p{N}])/u,
    instead: '"the United States" (or "American"), written out',
  },
  {
    words: /e-posta\s+adresine\s+yazılı\s+olarak/iu,
    instead:
      'KVKK requests sent in writing to the postal or KEP address (Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ art. 5); mail is for questions',
  },
];

/** One problem per retired wording found in a legal page's own text, naming its line. */
export function retiredWordingProblems(
  pages: Record<LegalPage, Page>,
  rel: (file: string) => string,
): ContentProblem[] {
  return LEGAL_PAGES.flatMap((slug) => {
    const file = rel(`pages/${slug}.md`);
    return RETIRED_WORDINGS.flatMap(({ words: pattern, instead }) => {
      const found = firstMention(prose(pages[slug].body), pattern);
      if (!found) return [];
      return [
        {
          file,
          field: `body (line ${bodyFirstLine(file) + found.line - 1})`,
          value: found.phrase,
          expected: instead,
        },
      ];
    });
  });
}
