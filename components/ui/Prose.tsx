/** Renders HTML that lib/content already sanitised when it turned markdown into HTML. */
export function Prose({ html }: { html: string }) {
  return (
    <div
      className="prose prose-stone max-w-prose dark:prose-invert prose-a:text-amber-800 dark:prose-a:text-amber-300"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
