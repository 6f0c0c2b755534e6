'use client';

import { Menu, MenuButton, MenuItem, MenuItems, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { type MouseEvent, type RefObject, useEffect, useRef } from 'react';

import Link from '@/components/ui/Link';

import { fillTemplate } from '@/lib/site/ui-text/fill-template';
import type { MenuText } from '@/lib/site/ui-text/types';

import { ChevronIcon, MenuIcon } from './menu-icons';
import type { MenuCategory } from './menu-types';

const ITEM =
  'block rounded px-3 py-1.5 text-stone-900 data-[focus]:bg-amber-100 hover:bg-amber-100 dark:text-stone-100 dark:data-[focus]:bg-stone-700 dark:hover:bg-stone-700';

/**
 * The menu (docs/behaviour.md#the-menu). Narrow (576 px or less): a popover with every category's
 * subcategories inline and a 'More' link to the category; it closes at once on a choice.
 * Wider: a dropdown labelled 'Order' whose parents navigate to their own pages.
 */
export function MenuPanels({
  categories,
  text,
  openOnMount,
  buttonClassName,
}: {
  categories: MenuCategory[];
  text: MenuText;
  openOnMount: boolean;
  buttonClassName: string;
}) {
  const narrowButton = useRef<HTMLButtonElement>(null);
  const wideButton = useRef<HTMLButtonElement>(null);
  const narrowPanel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!openOnMount) return;
    // The plain button was clicked before this module arrived: open whichever menu is shown.
    const button = [narrowButton.current, wideButton.current].find((b) => b && b.offsetParent !== null);
    button?.focus();
    button?.click();
  }, [openOnMount]);

  return (
    <>
      <Popover className="relative wide:hidden">
        {({ open, close }) => (
          <>
            <CloseOnNavigation close={close} />
            <CloseOnOutsideClick open={open} close={close} button={narrowButton} panel={narrowPanel} />
            <PopoverButton ref={narrowButton} className={buttonClassName}>
              <MenuIcon /> {text.menu}
            </PopoverButton>
            <PopoverPanel
              ref={narrowPanel}
              anchor={{ to: 'bottom start', gap: 4, padding: 8 }}
              className="z-40 max-h-[80vh] w-[calc(100vw-1rem)] overflow-y-auto rounded-md border border-stone-200 bg-white p-2 text-sm shadow-lg dark:border-stone-700 dark:bg-stone-900"
            >
              <nav aria-label={text.categories} onClick={closeOnChoice(close)}>
                <ul>
                  {categories.map((category) => (
                    <li
                      key={category.url}
                      className="border-b border-stone-100 py-2 last:border-b-0 dark:border-stone-800"
                    >
                      <p className="px-3 py-1 font-semibold text-stone-900 dark:text-stone-100">{category.title}</p>
                      <ul className="ml-3">
                        {category.children.map((child) => (
                          <li key={child.url}>
                            <Link href={child.url} className={ITEM}>
                              {child.title}
                            </Link>
                          </li>
                        ))}
                        <li>
                          <Link
                            href={category.url}
                            className={`${ITEM} font-medium text-amber-800 dark:text-amber-300`}
                            aria-label={fillTemplate(text.moreIn, { category: category.title })}
                          >
                            {text.more}
                          </Link>
                        </li>
                      </ul>
                    </li>
                  ))}
                </ul>
              </nav>
            </PopoverPanel>
          </>
        )}
      </Popover>
      <Menu as="div" className="relative max-wide:hidden">
        {({ close }) => (
          <>
            <CloseOnNavigation close={close} />
            <MenuButton ref={wideButton} className={buttonClassName}>
              {text.order} <ChevronIcon />
            </MenuButton>
            <MenuItems
              anchor={{ to: 'bottom start', gap: 4 }}
              className="z-40 max-h-[80vh] w-[min(44rem,calc(100vw-2rem))] overflow-y-auto rounded-md border border-stone-200 bg-white p-3 text-sm shadow-lg outline-none dark:border-stone-700 dark:bg-stone-900"
            >
              {/* Headless UI's own handlers on the items ignore the shell's clicks (closeOnChoice). */}
              <div className="grid grid-cols-2 gap-x-4 lg:grid-cols-3" onClick={closeOnChoice(close)}>
                {categories.map((category) => (
                  <div key={category.url} className="py-1">
                    <MenuItem>
                      <Link href={category.url} className={`${ITEM} font-semibold`}>
                        {category.title}
                      </Link>
                    </MenuItem>
                    {category.children.map((child) => (
                      <MenuItem key={child.url}>
                        <Link href={child.url} className={`${ITEM} ml-3 text-stone-700 dark:text-stone-300`}>
                          {child.title}
                        </Link>
                      </MenuItem>
                    ))}
                  </div>
                ))}
              </div>
            </MenuItems>
          </>
        )}
      </Menu>
    </>
  );
}

/**
 * A choice in the menu closes it at once, whatever it leads to: the page already shown (its own
 * category's 'More'), or a page that takes seconds to arrive. Headless UI's own close on a
 * click cannot do it: the client shell takes every internal link click first and cancels the
 * browser's default, and Headless UI's handlers ignore a cancelled click. So a plain element
 * around the links closes the menu on a click on any of them.
 */
function closeOnChoice(close: () => void) {
  return (event: MouseEvent) => void ((event.target as Element).closest('a[href]') && close());
}

/** Back and Forward show another page in place: the menu, opened on the page left, closes. */
function CloseOnNavigation({ close }: { close: () => void }) {
  useEffect(() => {
    const onNavigation = () => close();
    window.addEventListener('popstate', onNavigation);
    return () => window.removeEventListener('popstate', onNavigation);
  }, [close]);
  return null;
}

/** What a click may land on and keep: it takes the focus itself, so the menu leaves it there. */
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/**
 * A click or tap anywhere outside the open popover closes it. Headless UI's own outside click
 * counts every other child of <body> (the banner, main, the footer) as inside, taking them for
 * third-party layers (https://github.com/tailwindlabs/headlessui/issues/2752), so only a tap
 * on the header closed it.
 * A tap on something that takes focus keeps it there; elsewhere the focus returns to the
 * button, as the wide dropdown does. `click` rather than `pointerdown`: a finger that scrolls
 * the page under the menu sends no click, so scrolling never closes it.
 */
function CloseOnOutsideClick({
  open,
  close,
  button,
  panel,
}: {
  open: boolean;
  close: (focus?: HTMLElement) => void;
  button: RefObject<HTMLElement | null>;
  panel: RefObject<HTMLElement | null>;
}) {
  useEffect(() => {
    if (!open) return;
    const onClick = (event: globalThis.MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || button.current?.contains(target) || panel.current?.contains(target)) return;
      close(target.closest<HTMLElement>(FOCUSABLE) ?? undefined);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [open, close, button, panel]);
  return null;
}
