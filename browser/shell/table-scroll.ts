// An article's table sits in a box that scrolls sideways (components/ui/Prose.tsx). Only a box
// whose table is wider than it scrolls: that one, and only that one, is a named region and a Tab
// stop, so the keyboard can scroll it and a screen reader hears that it scrolls. A table that
// fits is a plain table. The page's HTML has the name waiting in `data-scroll-label`; this runs
// after the page has loaded, and again when a box changes width (a phone turned, a window
// resized), so it never holds up a paint, and attributes move nothing on the page.

const observer =
  typeof ResizeObserver === 'undefined'
    ? undefined
    : new ResizeObserver((entries) => entries.forEach(({ target }) => mark(target as HTMLElement)));

function mark(box: HTMLElement): void {
  const label = box.dataset.scrollLabel;
  if (label && box.scrollWidth > box.clientWidth) {
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', label);
  } else {
    for (const name of ['tabindex', 'role', 'aria-label']) box.removeAttribute(name);
  }
}

/** Watches the table boxes under `scope` (the page, or a main region shown in place). */
export function watchTableBoxes(scope: ParentNode): void {
  for (const box of scope.querySelectorAll<HTMLElement>('.table-scroll[data-scroll-label]')) {
    if (observer) observer.observe(box);
    else mark(box);
  }
}
