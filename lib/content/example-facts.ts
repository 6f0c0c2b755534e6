// Example facts: fields of a site.yaml that hold placeholders (an example operator, fictional
// sponsors, made-up erid tokens) rather than the site's real values. A site lists them under
// `example_facts` as dotted field paths, the way problems name fields (`legal.operator`,
// `ads.sponsored_links./.0`); its pages mark each one where it appears, and a production deploy
// refuses the site while the list is not empty (docs/sites.md#example-facts).

/** The parts of a dotted field path. Page paths such as /articles/x/ hold no dots (the ads schema). */
function parts(field: string): string[] {
  return field.split('.');
}

/** Whether `outer` is `inner` or one of the fields that hold it, part by part. */
function holds(outer: string[], inner: string[]): boolean {
  return outer.length <= inner.length && outer.every((part, index) => part === inner[index]);
}

/** The site's example facts, as listed in its site.yaml. */
export function exampleFacts(site: { exampleFacts?: readonly string[] }): readonly string[] {
  return site.exampleFacts ?? [];
}

/**
 * Whether what a page shows from `field` is an example: a listed field holds it (`ads.banner` holds
 * `ads.banner.advertiser`) or it holds a listed one (an ad whose advertiser alone is listed still
 * shows a placeholder).
 */
export function isExampleFact(site: { exampleFacts?: readonly string[] }, field: string): boolean {
  const wanted = parts(field);
  return exampleFacts(site).some((listed) => {
    const path = parts(listed);
    return holds(path, wanted) || holds(wanted, path);
  });
}

/**
 * Whether `field` names a value `entry` (a parsed site.yaml) sets: each part a key of an object or
 * an index of a list, the last one set.
 */
export function fieldExists(entry: unknown, field: string): boolean {
  let value: unknown = entry;
  for (const part of parts(field)) {
    if (Array.isArray(value)) {
      if (!/^(?:0|[1-9]\d*)$/.test(part)) return false;
      value = value[Number(part)];
    } else if (value !== null && typeof value === 'object' && Object.hasOwn(value, part)) {
      value = (value as Record<string, unknown>)[part];
    } else {
      return false;
    }
  }
  return value !== undefined;
}

/** The line a production deploy prints for each example fact of a site. */
export function exampleFactRefusal(file: string, field: string): string {
  return `${file}: field "${field}" is an example fact; replace it with the site's real value and remove it from example_facts`;
}
