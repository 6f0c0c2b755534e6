/** The visible 'Sponsored' and '18+' marks every ad carries, inside its link so they are part of its name. */
export function SponsoredLabels({ sponsored, adultsOnly }: { sponsored: string; adultsOnly: string }) {
  return (
    <span className="inline-flex shrink-0 gap-1 align-middle">
      <span className="ad-badge">{sponsored}</span>
      <span className="ad-badge">{adultsOnly}</span>
    </span>
  );
}
