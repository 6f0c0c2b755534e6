export function PageHeading({ title, lead }: { title: string; lead?: string }) {
  return (
    <div className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-100">{title}</h1>
      {lead && <p className="mt-3 max-w-prose text-lg text-stone-700 dark:text-stone-300">{lead}</p>}
    </div>
  );
}
