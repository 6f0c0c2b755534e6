// The legal pages' own text may not describe data practices the site does not have
// (docs/sites.md#legal-pages): every statement about data handling is written from site.yaml
// under the page (components/legal/LegalFacts.tsx). This finds the slips the issue was about, an
// English policy promising analytics, ad cookies and a consent choice on a site that runs none.
import { uiText } from '../site/ui-text/index.ts';
import type { ContentProblem } from './problems.ts';
import { firstMention, LEGAL_PAGES, type LegalPage, prose } from './legal-text.ts';
import { bodyFirstLine } from './spelling.ts';
import type { Page, SeoEntry, Site } from './model/index.ts';

/** What a mention claims the site has, and how to tell whether the settings configure it. */
interface Topic {
  name: string;
  configured: (site: Site) => boolean;
  setting: string;
  /** Word stems and phrases in English, Russian and Turkish, tested on every page whatever its language. */
  words: RegExp;
}

/** No letter or digit just before: JavaScript's \b knows only ASCII letters, not ç, ı or Cyrillic. */
const START = String.raw`(?<![\p{L}\p{N}])`;
const words = (...alternatives: string[]) => new RegExp(`${START}(?:${alternatives.join('|')})`, 'iu');

const hasScripts = (site: Site) => site.thirdPartyScripts.length > 0;
const hasPurpose = (purpose: string) => (site: Site) => site.thirdPartyScripts.some((s) => s.purpose === purpose);

/**
 * The stems are chosen against false hits: "advertising" alone is the site's own sponsored links
 * (and «Реклама» their label), so only ad *scripts*, networks, ad cookies and targeted ads count;
 * «аналитик» is also "an analyst", so only web analytics and visit statistics count; Turkish
 * "takip" is also "follow", so only tracking of the reader counts. Consent counts in its copyright
 * sense too («согласие редакции»): write "permission" («разрешение», "izin") there.
 */
export const LEGAL_PROSE_TOPICS: readonly Topic[] = [
  {
    name: 'cookies',
    configured: hasScripts,
    setting: 'third_party_scripts (the site itself sets none)',
    words: words('cookie', 'куки', 'çerez'),
  },
  {
    name: 'analytics',
    configured: hasPurpose('analytics'),
    setting: 'a third_party_scripts entry with purpose: analytics',
    words: words(
      'analytics',
      String.raw`(?:visitor|visit|traffic|audience)\s+(?:statistics|measurement)`,
      'веб-аналитик',
      String.raw`сервис\p{L}*\s+аналитик`,
      String.raw`(?:статистик|счётчик|счетчик)\p{L}*\s+посещ`,
      String.raw`метрик[аиуе]`,
      String.raw`analiz\s+(?:amaçlı|çerez|betiğ|hizmet|aracı)`,
      String.raw`analitik\s+(?:hizmet|araç|çerez|betik)`,
      String.raw`ziyaret(?:çi)?\s+istatistik`,
    ),
  },
  {
    name: 'advertising scripts',
    configured: hasPurpose('advertising'),
    setting: 'a third_party_scripts entry with purpose: advertising',
    words: words(
      String.raw`(?:advertising|ad)\s+(?:scripts?|networks?|cookies?|tracking|technolog)`,
      String.raw`(?:interest-based|targeted|personali[sz]ed|behavioral)\s+(?:advertising|ads)`,
      String.raw`рекламн\p{L}*\s+(?:скрипт|сет|cookie|куки|трекер|систем)`,
      String.raw`(?:таргетирован|персонализирован)\p{L}*\s+реклам`,
      String.raw`reklam\s+(?:betiğ|çerez|ağ|takip)`,
      String.raw`(?:hedefli|kişiselleştirilmiş|ilgi alanına dayalı)\s+reklam`,
    ),
  },
  {
    name: 'tracking',
    configured: hasScripts,
    setting: 'third_party_scripts',
    words: words(
      'tracking',
      String.raw`track(?:s|ed)?\s+(?:you|readers|visitors|users)`,
      'отслежив',
      'слежк',
      String.raw`sizi\s+takip`,
      String.raw`takip\s+(?:çerez|teknoloji|kod|piksel)`,
      String.raw`ziyaret\p{L}*\s+izle`,
    ),
  },
  {
    name: 'consent',
    configured: (site) => site.consent !== undefined,
    setting: 'a consent rule (consent: {rule: opt-in}), which comes with third_party_scripts',
    words: words('consent', String.raw`согласи[еяюи]`, 'rıza', String.raw`onay(?:ı|\s|$|[.,;:!?])`),
  },
];

/** A wording refused wherever a reader of the site meets it, on a site it applies to. */
interface Wording {
  name: string;
  applies: (site: Site) => boolean;
  words: RegExp;
  expected: string;
}

/**
 * Claims the law or the site's own scripts make false. "Not in a cookie" was the consent bar's
 * word for the choice, read as "nothing in a cookie" on a site whose accepted scripts set theirs.
 * Consent read into a mail sent to the editors is no consent: since 1 September 2025 it must be
 * a document of its own (152-FZ art. 9 part 1, law 156-FZ of 24 June 2025), so replies to mail
 * rest on the operator's legitimate interests (art. 6 part 1 item 7).
 */
export const REFUSED_WORDINGS: readonly Wording[] = [
  {
    name: 'cookie-free claim',
    applies: hasScripts,
    words: words(
      String.raw`(?:not|never|nothing)\s+(?:in|as|is\s+stored\s+in)\s+a\s+cookie`,
      String.raw`не\s+в\s+(?:cookie|куки)`,
      String.raw`çerezde\s+(?:değil|tutulmaz|saklanmaz)`,
    ),
    expected:
      'no claim that nothing is kept in a cookie: the services the reader accepts set their own (docs/sites.md#consent)',
  },
  {
    name: 'consent by mail',
    applies: () => true,
    words: words(
      String.raw`consent\p{L}*\s+(?:you\s+give\s+)?by\s+(?:writing|sending|e-?mailing)`,
      String.raw`(?:writing|sending|e-?mailing)\s+(?:to\s+)?us[^.]{0,40}consent`,
      String.raw`согласи\p{L}*[^.]{0,60}отправляя`,
      String.raw`отправляя\s+письм\p{L}*[^.]{0,60}согласи`,
      String.raw`göndererek[^.]{0,60}rıza`,
      String.raw`rıza\p{L}*[^.]{0,60}göndererek`,
    ),
    expected:
      'no consent read into a mail: consent is a document of its own (152-FZ art. 9 part 1); ' +
      "base replies on the operator's legitimate interests (art. 6 part 1 item 7; docs/sites.md#the-law-behind-the-facts)",
  },
];

/**
 * The words of the site's locale that the consent bar and the privacy facts show about cookies
 * and consent, as fields to check. Not `consentRecord`: that the choice itself is kept outside a
 * cookie is true, and the facts say it next to the services' cookies.
 */
function interfaceFields(site: Site): { file: string; field: string; text: string }[] {
  const text = uiText(site.locale);
  const file = `lib/site/ui-text/${site.locale.split('_')[0]}.ts`;
  const sample = 'X';
  return [
    ['consent.lead', text.consent.lead(sample)],
    ['consent.data', text.consent.data(sample, sample)],
    ['consent.storage', text.consent.storage],
    ['legal.mail', text.legal.mail],
    ['legal.mailBasis', text.legal.mailBasis ?? ''],
    ['legal.consent', text.legal.consent],
    ['legal.consentBasis', text.legal.consentBasis ?? ''],
    ['legal.servicesCookies', text.legal.servicesCookies],
  ].map(([field, value]) => ({ file, field: field!, text: value! }));
}

/**
 * One problem per topic per field of a legal page (its body, title or description, or its
 * seo.yaml entry) that mentions the topic while site.yaml configures none of it, naming the first
 * line and word.
 */
export function legalProseProblems(
  content: { site: Site; pages: Record<LegalPage, Page>; seo: Record<string, SeoEntry> },
  rel: (file: string) => string,
): ContentProblem[] {
  const absent = LEGAL_PROSE_TOPICS.filter((topic) => !topic.configured(content.site));
  const fields = LEGAL_PAGES.flatMap((slug) => {
    const page = content.pages[slug];
    const seo = content.seo[slug];
    return [
      { file: rel(`pages/${slug}.md`), field: 'title', text: page.title },
      { file: rel(`pages/${slug}.md`), field: 'description', text: page.description },
      { file: rel(`pages/${slug}.md`), field: 'body', text: page.body },
      ...(seo
        ? [
            { file: rel('seo.yaml'), field: `${slug}.title`, text: seo.title },
            { file: rel('seo.yaml'), field: `${slug}.description`, text: seo.description },
          ]
        : []),
    ];
  });
  const fieldName = (file: string, field: string, line: number) =>
    field === 'body' ? `body (line ${bodyFirstLine(file) + line - 1})` : field;
  const wordings = REFUSED_WORDINGS.filter((wording) => wording.applies(content.site));
  const refused = [...fields, ...interfaceFields(content.site)].flatMap(({ file, field, text }) =>
    wordings.flatMap((wording) => {
      const found = firstMention(prose(text), wording.words);
      if (!found) return [];
      return [{ file, field: fieldName(file, field, found.line), value: found.phrase, expected: wording.expected }];
    }),
  );
  return [
    ...refused,
    ...fields.flatMap(({ file, field, text }) =>
      absent.flatMap((topic) => {
        const found = firstMention(prose(text), topic.words);
        if (!found) return [];
        return [
          {
            file,
            field: fieldName(file, field, found.line),
            value: found.word,
            expected:
              `no mention of ${topic.name}: site.yaml configures none (it would need ${topic.setting}); ` +
              'the data facts under the page are written from site.yaml (docs/sites.md#legal-pages)',
          },
        ];
      }),
    ),
  ];
}
