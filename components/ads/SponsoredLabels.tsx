/** The visible 'Sponsored' and '18+' marks every ad carries, inside its link so they are part of its name. */
export function SponsoredLabels({ sponsored, adultsOnly }: { sponsored: string; adultsOnly: string }) {
  const badge = 'rounded border border-stone-400 px-1 text-[0.7rem] font-semibold uppercase leading-4 tracking-wide text-stone-700 dark:border-stone-500 dark:text-stone-300';
  return (
    <span className="inline-flex shrink-0 gap-1 align-middle">
      <span className={badge}>{sponsored}</span>
      <span className={badge}>{adultsOnly}</span>
    </span>
  );
}
