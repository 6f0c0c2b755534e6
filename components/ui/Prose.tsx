/** Renders HTML that lib/content already sanitised when it turned markdown into HTML. */
export function Prose({ html }: { html: string }) {
  return <div className="prose prose-stone max-w-prose prose-a:text-amber-800" dangerouslySetInnerHTML={{ __html: html }} />;
}
