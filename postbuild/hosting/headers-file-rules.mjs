// Reads a `_headers` file the way Netlify and Cloudflare Pages do, for `npm start`
// (server/serve.mjs): plain JavaScript, so the server runs with node alone.

/**
 * Parses `_headers`: a path pattern on its own line (`*` matches anything), then its headers
 * indented as `Name: value`. Lines starting with # are comments.
 * @param {string} text
 * @returns {{ pattern: RegExp, headers: [string, string][] }[]}
 */
export function parseHeadersFile(text) {
  const rules = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .split('*')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0)
      throw new Error(
        `_headers line ${index + 1}: "${line.trim()}" is not a header under a path; expected "  Name: value"`,
      );
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * The headers of a path: those of every matching rule, in file order, with the values of a
 * header named twice joined by ", " (as the CDNs do: two policies are then both enforced).
 * @param {{ pattern: RegExp, headers: [string, string][] }[]} rules
 * @param {string} pathname
 * @returns {Map<string, string>}
 */
export function headersForPath(rules, pathname) {
  const headers = new Map();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      headers.set(key, headers.has(key) ? `${headers.get(key)}, ${value}` : value);
    }
  }
  return headers;
}
