// The menu buttons' icons, drawn the same by the static buttons (SiteMenu) and the panels that
// replace them once loaded (MenuPanels), which import them from here.

export function MenuIcon() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 4h12M2 8h12M2 12h12" />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg
      aria-hidden="true"
      width="12"
      height="12"
      viewBox="0 0 12 12"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 4l4 4 4-4" />
    </svg>
  );
}
