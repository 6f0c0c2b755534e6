// Words of an article as the originality check compares them (docs/generation.md#originality).

/** The languages the sites and the generator write in. */
export type Language = 'en' | 'ru' | 'tr';

/** `en_US` → `en`; a locale of another language is read as English (only case folding differs). */
export function languageOf(locale: string): Language {
  const code = locale.slice(0, 2);
  return code === 'ru' || code === 'tr' ? code : 'en';
}

/**
 * Function words that say nothing of a title's topic. Short hand-kept lists: titles are a few
 * words long, and only words a title may use matter (the `stopword` package's lists would do as
 * well; it is not a dependency of the project).
 */
const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    `a an and are as at be by can do does for from how in into is it its not of on or that the their this to vs
    what when where which who why will with without you your`.split(/\s+/),
  ),
  ru: new Set(
    `а без в во для до за и из или как к ко ли на над не ни о об от по под при про с со так то у что чем это
    почему когда где какой какие зачем такое сколько есть её ее его их вы вас мы нас я он она они все всё уже
    ещё бы же но да нет vs`.split(/\s+/),
  ),
  tr: new Set(
    `ve ile için bir bu da de mi mı mu mü ne nasıl neden ya veya ama gibi her daha en çok ki şu o nedir
    hangi olan vs`.split(/\s+/),
  ),
};

// Letters and digits, with an apostrophe inside a word kept (hold'em, Türkiye'de).
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

export interface Word {
  /** Case-folded in the text's language (Turkish I → ı, İ → i), apostrophes made straight. */
  folded: string;
  /** As written, for quoting. */
  raw: string;
}

/** The text a markdown body says: code blocks, link targets and bare addresses left out. */
function prose(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
}

const fold = (text: string, language: Language) => text.toLocaleLowerCase(language).replace(/’/g, "'");

/**
 * The words of a markdown text, in order, as written and case-folded: code blocks and link
 * targets are left out, a link's words and a table's cells are kept.
 */
export function textWords(markdown: string, language: Language): Word[] {
  return [...prose(markdown).matchAll(WORD)].map(([raw]) => ({ raw, folded: fold(raw, language) }));
}

/**
 * textWords' folded words alone. The whole text is folded at once, which is several times faster
 * than word by word; in the three languages folding keeps every letter a letter.
 */
export function foldedWords(markdown: string, language: Language): string[] {
  return fold(prose(markdown), language).match(WORD) ?? [];
}

/** A title's topic words: case-folded, punctuation and the language's function words removed. */
export function titleWords(title: string, language: Language): Set<string> {
  const stop = STOP_WORDS[language];
  return new Set(foldedWords(title, language).filter((word) => !stop.has(word)));
}

/** |a ∩ b| / |a ∪ b|; 0 when both are empty. */
export function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const item of small) if (large.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}
