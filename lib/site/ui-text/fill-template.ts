/**
 * Fills a template of the dictionaries: fillTemplate('More in {category}', { category: 'Poker' }).
 * Apart from them so that client components can import it without any dictionary.
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The text ended as a sentence: a full stop added unless it already ends with one (or with ?, !
 * or …, before any closing quote or bracket). A title or tagline that ends with its own stop is
 * not given a second one where a dictionary writes the brand after it.
 */
export function asSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?…]["'»”’)]?$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}
