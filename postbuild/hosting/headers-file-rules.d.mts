export interface HeadersFileRule {
  pattern: RegExp;
  /** Headers an earlier matching rule set that this rule removes (`! Name`). */
  detach: string[];
  headers: [string, string][];
}
/** Parses a Netlify / Cloudflare Pages `_headers` file, detach lines (`! Name`) included. */
export function parseHeadersFile(text: string): HeadersFileRule[];
/** The headers the matching rules give a path: detached ones dropped, repeated names joined by ", ". */
export function headersForPath(rules: HeadersFileRule[], pathname: string): Map<string, string>;
