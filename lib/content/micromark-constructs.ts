// A micromark extension keeps its constructs in maps by character code, one map a kind of
// content (`flow`, `text`, …), each entry one construct or a list of them. The markdown
// pipelines' lighter parsers (literal-autolinks.ts, table-lines.ts) take out or wrap some of
// GFM's constructs, found by name.

export interface Construct {
  name?: string;
  tokenize: (this: { now(): { line: number } }, effects: unknown, ok: unknown, nok: unknown) => unknown;
}
type ConstructMap = Record<string, Construct | Construct[] | undefined>;

/**
 * The extension with each construct replaced by what `change` gives for it (undefined: taken
 * out). A code left with no construct is no longer a place the parser stops at. `disable`,
 * keyed `null`, holds names, not constructs: they are kept as they are.
 */
export function changeConstructs(
  extension: Record<string, unknown>,
  change: (construct: Construct) => Construct | undefined,
): Record<string, unknown> {
  const changed: Record<string, unknown> = { ...extension };
  for (const [field, value] of Object.entries(extension)) {
    if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
    const constructs: ConstructMap = {};
    for (const [code, entry] of Object.entries(value as ConstructMap)) {
      const list = (Array.isArray(entry) ? entry : [entry]).flatMap((construct) => {
        if (construct === undefined) return [];
        if (typeof construct !== 'object') return [construct];
        return change(construct) ?? [];
      });
      if (list.length > 0) constructs[code] = list;
    }
    changed[field] = constructs;
  }
  return changed;
}
