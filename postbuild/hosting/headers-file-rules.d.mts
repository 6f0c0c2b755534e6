export interface HeadersFileRule {
  pattern: RegExp;
  headers: [string, string][];
}
/** Parses a Netlify / Cloudflare Pages `_headers` file. */
export function parseHeadersFile(text: string): HeadersFileRule[];
/** The headers every matching rule gives a path, repeated names joined by ", ". */
export function headersForPath(rules: HeadersFileRule[], pathname: string): Map<string, string>;
