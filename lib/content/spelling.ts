// British spellings on a US-English site (docs/content.md, 'US spelling').
// A site whose locale is en_US writes "favorite", not "favourite"; this finds the common slips.
import fs from 'node:fs';
import path from 'node:path';

import { type KnownText, knownBody, memoized, textOf } from './check-memo.ts';
import { normaliseText } from './frontmatter.ts';
import type { ContentProblem } from './problems.ts';
import { US_FOR } from './spelling-words.ts';
import type { SiteContent } from './model/index.ts';

/** Words: runs of letters and digits (a hyphen or an apostrophe ends one: "well-organised"). */
const WORD = /[\p{L}\p{N}_]+/gu;

// Markdown that is not prose, blanked out line by line (same length, so positions hold). A
// markdown parser would do this too, but parsing every article on every content load took
// seconds; these four shapes are all the site's content uses.
const CODE_SPAN = /(`+).*?\1/g;
const HTML_TAG = /<\/?[A-Za-z][^>]*>|<(?:https?:|mailto:|www\.)[^>]*>/g;
const LINK_ADDRESS = /\]\([^)]*\)/g;
const LINK_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*\S.*$/;
/** Addresses, site paths and mail addresses inside prose: their letters are not words. */
const NOT_PROSE = /\b(?:https?:\/\/|www\.)\S+|(?<!\S)\/\S*|\S+@\S+/giu;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const BLANKED: readonly (readonly [telltale: RegExp, pattern: RegExp])[] = [
  [/`/, CODE_SPAN],
  [/</, HTML_TAG],
  [/\]\(/, LINK_ADDRESS],
  [/[/@]|www\./i, NOT_PROSE],
];

/** A British spelling found in a text. */
export interface BritishSpelling {
  /** The word as written ("Favourite"). */
  word: string;
  /** Its US spelling, in the same case ("Favorite"). */
  us: string;
  /** 1-based line of the text it is on. */
  line: number;
  /** That line, as written. */
  lineText: string;
}

/**
 * British spellings in `text` (a markdown body, or a plain field such as a title) when the
 * site's locale is en_US; nothing for any other locale. Fenced code, code spans, HTML tags,
 * link addresses, bare URLs and site paths are skipped. A capitalized match next to another
 * capitalized word is taken for part of a name ("Centre Court") and skipped too, except in a line in Title
 * Case, where every word is capitalized.
 */
export function findBritishSpellings(locale: string, text: string): BritishSpelling[] {
  if (locale !== 'en_US') return [];
  const lines = text.split(/\r?\n/);
  return proseLines(lines).flatMap((prose, index) =>
    [...prose.matchAll(WORD)]
      .filter((m) => US_FOR.has(m[0].toLowerCase()) && !(isSentenceCase(prose) && partOfName(prose, m.index, m[0])))
      .map((m) => ({
        word: m[0],
        us: matchCase(US_FOR.get(m[0].toLowerCase())!, m[0]),
        line: index + 1,
        lineText: lines[index]!,
      })),
  );
}

/** findBritishSpellings, answered by the content check's memo when it is open (check-memo.ts). */
const memoizedSpellings = (locale: string, text: string | KnownText) =>
  memoized('spelling', [locale, text], () => findBritishSpellings(locale, textOf(text)));

/**
 * The same, as content problems: one per British spelling, naming the file, the field with
 * the line and the US spelling expected. `field` names where the text came from (`body`,
 * `title`, `3.description`); `firstLine` is the file line the text starts on, when known.
 */
export function britishSpellingProblems(
  file: string,
  field: string,
  locale: string,
  text: string,
  firstLine = 1,
): ContentProblem[] {
  return memoizedSpellings(locale, text).map(({ word, us, line }) => ({
    file,
    field: `${field} (line ${firstLine + line - 1})`,
    value: word,
    expected: `the US spelling "${us}" (the site's locale is en_US; docs/content.md, 'US spelling')`,
  }));
}

/**
 * Every British spelling in a loaded en_US site's prose: the site's title, tagline and house
 * banner, article titles, descriptions, labels and bodies, authors, categories, pages and
 * search copy. `rel` turns a file of the site's
 * folder (`authors.yaml`) into the path problems name, as the loader does; a body's line is
 * the line of its file.
 */
export function siteSpellingProblems(
  content: Pick<SiteContent, 'site' | 'seo' | 'categories' | 'authors' | 'articles' | 'pages'>,
  rel: (file: string) => string,
): ContentProblem[] {
  const { locale } = content.site;
  if (locale !== 'en_US') return [];
  const check = (file: string, field: string, text: string) => britishSpellingProblems(file, field, locale, text);
  // An article's body as a known text when its reader marked it so (check-memo.ts).
  const body = (file: string, page: { body: string }) =>
    memoizedSpellings(locale, knownBody(page)).length === 0
      ? []
      : britishSpellingProblems(file, 'body', locale, page.body, bodyFirstLine(file));
  const { title, tagline, houseBanner } = content.site;
  return [
    ...check(rel('site.yaml'), 'title', title),
    ...(tagline === undefined ? [] : check(rel('site.yaml'), 'tagline', tagline)),
    ...(houseBanner === undefined
      ? []
      : [
          ...check(rel('site.yaml'), 'house_banner.headline', houseBanner.headline),
          ...check(rel('site.yaml'), 'house_banner.detail', houseBanner.detail ?? ''),
          ...check(rel('site.yaml'), 'house_banner.link_text', houseBanner.linkText),
        ]),
    ...content.articles.flatMap((a) => [
      ...check(a.sourceFile, 'title', a.title),
      ...check(a.sourceFile, 'description', a.description),
      ...a.entities.flatMap((e, i) =>
        e.subcategories.flatMap((sub, j) =>
          check(a.sourceFile, `entities.${i}.subcategories.${j}.subsubcategories`, sub.subsubcategories.join(', ')),
        ),
      ),
      ...body(a.sourceFile, a),
    ]),
    ...content.authors.flatMap((a, i) => [
      ...check(rel('authors.yaml'), `${i}.role`, a.role),
      ...check(rel('authors.yaml'), `${i}.description`, a.description),
      ...check(rel('authors.yaml'), `${i}.meta_description`, a.metaDescription),
    ]),
    ...content.categories.flatMap((c, i) => [
      ...check(rel('categories.yaml'), `${i}.title`, c.title),
      ...check(rel('categories.yaml'), `${i}.description`, c.description),
      ...check(rel('categories.yaml'), `${i}.meta_description`, c.metaDescription),
      ...c.children.flatMap((child, j) => [
        ...check(rel('categories.yaml'), `${i}.children.${j}.title`, child.title),
        ...check(rel('categories.yaml'), `${i}.children.${j}.description`, child.description),
        ...check(rel('categories.yaml'), `${i}.children.${j}.meta_description`, child.metaDescription),
      ]),
    ]),
    ...Object.values(content.pages).flatMap((p) => [
      ...check(rel(`pages/${p.slug}.md`), 'title', p.title),
      ...check(rel(`pages/${p.slug}.md`), 'description', p.description),
      ...body(rel(`pages/${p.slug}.md`), p),
    ]),
    ...Object.entries(content.seo).flatMap(([kind, entry]) => [
      ...check(rel('seo.yaml'), `${kind}.title`, entry.title),
      ...check(rel('seo.yaml'), `${kind}.description`, entry.description),
    ]),
  ];
}

/**
 * The file line a markdown body starts on: the first line after the frontmatter's closing
 * `---` that is not blank, as the loader splits it. Read only when there is something to
 * report, so a clean site reads nothing.
 */
export function bodyFirstLine(file: string): number {
  try {
    const lines = normaliseText(fs.readFileSync(path.resolve(file), 'utf8')).split('\n');
    const closing = lines.findIndex((line, index) => index > 0 && line.trimEnd() === '---');
    let first = closing + 1;
    while (first < lines.length && lines[first] === '') first += 1;
    return closing === -1 ? 1 : first + 1;
  } catch {
    return 1;
  }
}

/** Each line with everything that is not prose replaced by spaces; code blocks become empty. */
function proseLines(lines: readonly string[]): string[] {
  let fence: string | undefined;
  return lines.map((line) => {
    const marker = FENCE.exec(line)?.[1];
    if (fence !== undefined) {
      // A fence closes with a line of the same character, at least as long, and nothing else.
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
        fence = undefined;
      return '';
    }
    if (marker) {
      fence = marker;
      return '';
    }
    if (LINK_DEFINITION.test(line)) return '';
    // Each pattern only where its telltale character is: most lines have none, and this runs
    // on every content load.
    return BLANKED.reduce(
      (prose, [telltale, pattern]) => (telltale.test(prose) ? prose.replace(pattern, blank) : prose),
      line,
    );
  });
}

function blank(match: string): string {
  return ' '.repeat(match.length);
}

/**
 * A line in Title Case ("Modelling Player Props: Rates and Minutes") says nothing about names, so
 * only a line where some longer word starts in lowercase gets the name rule below.
 */
function isSentenceCase(prose: string): boolean {
  return (prose.match(/\p{L}{5,}/gu) ?? []).some((word) => !/^\p{Lu}/u.test(word));
}

/** "Centre Court", "Wimbledon Centre": a capitalized word beside another one is a name. */
function partOfName(prose: string, index: number, word: string): boolean {
  if (!/^\p{Lu}/u.test(word)) return false;
  const after = /^ (\p{L})/u.exec(prose.slice(index + word.length))?.[1];
  const before = /(\p{L})[\p{L}\p{N}'’-]* $/u.exec(prose.slice(0, index))?.[1];
  const startsSentence = /(?:^|[.!?:]\s+|^\s*(?:#+|[-*+>]|\d+\.)\s+|\*\*|\*|_)$/u.test(prose.slice(0, index));
  return isUpper(after) || (!startsSentence && isUpper(before));
}

function isUpper(letter: string | undefined): boolean {
  return letter !== undefined && /\p{Lu}/u.test(letter);
}

/** The US word in the case of the British one: "Colour" → "Color", "COLOUR" → "COLOR". */
function matchCase(us: string, as: string): string {
  if (as.length > 1 && as === as.toUpperCase()) return us.toUpperCase();
  if (/^\p{Lu}/u.test(as)) return us.charAt(0).toUpperCase() + us.slice(1);
  return us;
}
