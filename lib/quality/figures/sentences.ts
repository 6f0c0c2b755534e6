// The text the sentence checks read: prose and table cells, markup removed.

/** The sentences and table cells of a markdown body, emphasis and link targets removed. */
export function figureSentences(body: string): string[] {
  const sentences: string[] = [];
  let fenced = false;
  for (const rawLine of body.split('\n')) {
    if (/^\s*(?:```|~~~)/.test(rawLine)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    const line = rawLine
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      // Emphasis and code marks; a product is written with ×, never with *.
      .replace(/\\([*_])/g, '$1')
      .replace(/\*|__|`/g, '')
      .replace(/[\u00a0\u202f\u2009]/g, ' ');
    const cells = line.trim().startsWith('|') ? line.split('|') : [line];
    for (const cell of cells) {
      const text = cell.replace(/^\s*(?:[-*+]|\d+\.|#+|>)\s+/, '').trim();
      if (!/\d/.test(text)) continue;
      // A sentence ends at . ! ? followed by a space; a decimal point has a digit after it.
      sentences.push(...text.split(/(?<=[.!?…])\s+(?=[^\s\da-zа-яçğıöşü])/u).filter((s) => /\d/.test(s)));
    }
  }
  return sentences;
}
