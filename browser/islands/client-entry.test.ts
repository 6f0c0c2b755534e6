// @vitest-environment jsdom
import { waitFor } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The islands' module, standing in for React: each call to hydrate a scope is recorded and
// resolves only when the test says that scope's islands are hydrated.
const hydrations: { scope: ParentNode; done: () => void }[] = [];
vi.mock('./mount.ts', () => ({
  mountIslands: vi.fn(
    (scope: ParentNode) => new Promise<void>((resolve) => hydrations.push({ scope, done: () => resolve() })),
  ),
  isHandedToReact: () => false,
  unmountIslands: () => undefined,
}));
vi.mock('../shell/runtime.ts', () => ({ hasShellRegions: () => false, startShell: () => undefined }));

beforeEach(() => {
  hydrations.length = 0;
  vi.resetModules();
  document.body.innerHTML = `
    <header>
      <nav data-island="site-menu"><button type="button">Menu</button></nav>
      <div data-island="search-box"><input role="combobox" /></div>
    </header>
    <main><p>An article.</p></main>`;
});

afterEach(() => {
  document.body.innerHTML = '';
});

const scopes = () =>
  hydrations.map(({ scope }) => (scope === document ? 'page' : (scope as HTMLElement).dataset.island));

describe('hydrating the islands when the reader reaches for one', () => {
  it('hydrates the island reached for first, and the others only once it is hydrated', async () => {
    await import('./client-entry.ts');
    const box = document.querySelector('input')!;
    box.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await waitFor(() => expect(scopes()).toEqual(['search-box']));
    // The menu waits: React would otherwise hydrate it first, the page's order, and a key typed
    // meanwhile would make React hydrate the search box inside the key's own task.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scopes()).toEqual(['search-box']);

    // Not in the task that finished the box's hydration (a key's, maybe): in one of their own.
    hydrations[0]!.done();
    for (let tick = 0; tick < 10; tick++) await Promise.resolve();
    expect(scopes()).toEqual(['search-box']);
    await waitFor(() => expect(scopes()).toEqual(['search-box', 'page']));
  });

  it('starts once: a second island reached for waits its turn with the rest of the page', async () => {
    await import('./client-entry.ts');
    document.querySelector('button')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    document.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(scopes()).toEqual(['site-menu']));
    hydrations[0]!.done();
    await waitFor(() => expect(scopes()).toEqual(['site-menu', 'page']));
  });

  it('does not load the islands for a pointer over the page outside them', async () => {
    await import('./client-entry.ts');
    document.querySelector('p')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scopes()).toEqual([]);
  });
});
