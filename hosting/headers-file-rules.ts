// Reads a `_headers` file the way Cloudflare Pages does, for `npm start` (server/serve.ts).

export interface HeadersFileRule {
  pattern: RegExp;
  /** Headers an earlier matching rule set that this rule removes (`! Name`). */
  detach: string[];
  headers: [string, string][];
}

/**
 * Parses `_headers`: a path pattern on its own line (`*` matches anything), then its headers
 * indented as `Name: value`, or `! Name` to detach a header that an earlier matching rule set.
 * Lines starting with # are comments.
 */
export function parseHeadersFile(text: string): HeadersFileRule[] {
  const rules: HeadersFileRule[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .split('*')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*');
      rules.push({ pattern: new RegExp(`^${source}$`), detach: [], headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const detached = /^\s+!\s*([^\s:]+)\s*$/.exec(line);
    const colon = line.indexOf(':');
    if (!rule || (!detached && (colon < 0 || line.trimStart().startsWith('!'))))
      throw new Error(
        `_headers line ${index + 1}: "${line.trim()}" is not a header under a path; expected "  Name: value" or "  ! Name"`,
      );
    if (detached) rule.detach.push(detached[1]!);
    else rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * The headers of a path, rule by rule in file order as Cloudflare Pages applies them: a
 * matching rule first drops the headers it detaches, then adds its own; a header that an
 * earlier rule set and this one did not detach gets both values joined by ", " (two
 * policies are then both enforced).
 */
export function headersForPath(rules: readonly HeadersFileRule[], pathname: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const name of rule.detach) headers.delete(name.toLowerCase());
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      headers.set(key, headers.has(key) ? `${headers.get(key)}, ${value}` : value);
    }
  }
  return headers;
}
