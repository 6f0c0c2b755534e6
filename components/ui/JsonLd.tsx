import { serializeLd } from '@/lib/seo/json-ld';

/** Structured data for search engines; a data block, never executed. */
export function JsonLd({ data }: { data: Record<string, unknown> | Record<string, unknown>[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeLd(data) }} />;
}
