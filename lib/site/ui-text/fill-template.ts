/**
 * Fills a template of the dictionaries: fillTemplate('More in {category}', { category: 'Poker' }).
 * Apart from them so that client components can import it without any dictionary.
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
