// Turkish articles must not use the formal suffixes -tedir and -tadır, which a conversational
// text avoids (docs/generation.md#what-is-asked).

/**
 * The formal endings, with their plurals: "kullanılmaktadırlar" is the same register as
 * "kullanılmaktadır", and a model told to drop one readily writes the other.
 */
const FORBIDDEN_SUFFIXES = ['tedir', 'tadır', 'tedirler', 'tadırlar'] as const;

/**
 * The words of the text that end in a forbidden suffix, each once, as written. Words are
 * compared after Turkish case folding, so "YAPILMAKTADIR" counts (I folds to ı) and the
 * dotted İ of "GEREKMEKTEDİR" folds to i.
 */
export function forbiddenSuffixWords(text: string): string[] {
  const words = text.normalize('NFC').match(/[\p{L}\p{M}]+/gu) ?? [];
  const found = words.filter((word) => {
    const folded = word.toLocaleLowerCase('tr-TR');
    return FORBIDDEN_SUFFIXES.some((suffix) => folded.endsWith(suffix));
  });
  return [...new Set(found)];
}

/** The failure line for the model and the operator, naming every offending word. */
export function forbiddenSuffixProblem(words: readonly string[]): string {
  const quoted = words.map((word) => `"${word}"`).join(', ');
  return `the text uses the forbidden suffixes -tedir/-tadır in ${quoted}; rephrase them (e.g. -iyor or -ir forms)`;
}
