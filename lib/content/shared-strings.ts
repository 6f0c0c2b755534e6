// A structured clone or JSON.parse gives each occurrence of a string a copy of its own: kept
// for the whole render, the site's records held each category slug once per article entity
// and each author, status and date once per article (about 12 MB a render worker at 50,000
// articles, docs/performance.md).

/**
 * Makes the equal strings among the values of `value` (arrays and plain objects, walked
 * deeply; anything else is left as it is) one and the same string, in place.
 */
export function shareEqualStrings(value: unknown): void {
  const kept = new Map<string, string>();
  const one = (text: string): string => {
    const first = kept.get(text);
    if (first !== undefined) return first;
    kept.set(text, text);
    return text;
  };
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index += 1) {
        const item: unknown = node[index];
        if (typeof item === 'string') node[index] = one(item);
        else walk(item);
      }
    } else if (isPlainObject(node)) {
      for (const key of Object.keys(node)) {
        const item = node[key];
        if (typeof item === 'string') node[key] = one(item);
        else walk(item);
      }
    }
  };
  walk(value);
}

function isPlainObject(node: unknown): node is Record<string, unknown> {
  if (node === null || typeof node !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(node);
  return prototype === Object.prototype || prototype === null;
}
