// @vitest-environment jsdom
// Which clicks the shell takes over (shellNavigationTarget): a plain left click on a link to a page
// of this site. Everything else stays with the browser.
import { beforeEach, describe, expect, it } from 'vitest';

import { shellNavigationTarget } from './internal-link.ts';

const ORIGIN = window.location.origin;

/** Clicks `element` like a reader would and answers what the shell would make of the click. */
function click(element: Element, init: MouseEventInit = {}, { prevented = false } = {}) {
  let target: ReturnType<typeof shellNavigationTarget> | undefined;
  const listen = (event: Event) => {
    target = shellNavigationTarget(event as MouseEvent, ORIGIN);
    // jsdom cannot follow the link; the shell would have taken the click anyway.
    event.preventDefault();
  };
  if (prevented) element.addEventListener('click', (event) => event.preventDefault());
  document.addEventListener('click', listen);
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  document.removeEventListener('click', listen);
  return target;
}

const link = (attributes: string) => {
  document.body.innerHTML = `<a ${attributes}><span>Kelly</span></a><p>Text</p>`;
  return document.querySelector('a')!;
};

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('shellNavigationTarget', () => {
  it('takes a left click on a link to a page of the site, keeping its query and fragment', () => {
    expect(click(link('href="/articles/kelly/?from=menu#top"'))).toEqual({
      path: '/articles/kelly/',
      href: '/articles/kelly/?from=menu#top',
    });
    expect(click(link(`href="${ORIGIN}/authors/" target="_self"`))).toEqual({ path: '/authors/', href: '/authors/' });
  });

  it('gives the address the hosts serve: the trailing slash, single slashes, query and fragment kept', () => {
    expect(click(link('href="/terms?from=footer#top"'))).toEqual({
      path: '/terms/',
      href: '/terms/?from=footer#top',
    });
    expect(click(link('href="/betting-strategies//"'))).toEqual({
      path: '/betting-strategies/',
      href: '/betting-strategies/',
    });
    // A link of this origin whose path begins with two slashes is still a path of this site.
    expect(click(link(`href="${ORIGIN}//other-host/x"`))).toEqual({
      path: '/other-host/x/',
      href: '/other-host/x/',
    });
  });

  it('takes a click on something inside the link', () => {
    link('href="/authors/"');
    expect(click(document.querySelector('span')!)).toEqual({ path: '/authors/', href: '/authors/' });
  });

  it('leaves a click another handler has taken', () => {
    expect(click(link('href="/authors/"'), {}, { prevented: true })).toBeNull();
  });

  it('leaves other buttons and clicks with a modifier key (new tab, new window, download)', () => {
    const modifiers = [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }];
    for (const init of [{ button: 1 }, { button: 2 }, ...modifiers]) {
      expect(click(link('href="/authors/"'), init), JSON.stringify(init)).toBeNull();
    }
  });

  it('leaves clicks outside links, and on anchors without an address', () => {
    link('href="/authors/"');
    expect(click(document.querySelector('p')!)).toBeNull();
    expect(click(link('name="top"'))).toBeNull();
    const text = document.createTextNode('x');
    expect(shellNavigationTarget({ button: 0, target: text } as unknown as MouseEvent, ORIGIN)).toBeNull();
    expect(shellNavigationTarget({ button: 0, target: null } as unknown as MouseEvent, ORIGIN)).toBeNull();
  });

  it('leaves downloads and links that open elsewhere', () => {
    expect(click(link('href="/authors/" download'))).toBeNull();
    expect(click(link('href="/authors/" target="_blank"'))).toBeNull();
    expect(click(link('href="/authors/" target="reader"'))).toBeNull();
  });

  it('leaves links to other sites and to files', () => {
    expect(click(link('href="https://other.example/authors/"'))).toBeNull();
    for (const href of ['/feed.xml', '/images/logo.PNG', '/page-data/index/page-data.json']) {
      expect(click(link(`href="${href}"`)), href).toBeNull();
    }
    // A dot before the last slash is not a file extension.
    expect(click(link('href="/v1.2/guide/"'))).toEqual({ path: '/v1.2/guide/', href: '/v1.2/guide/' });
  });
});
