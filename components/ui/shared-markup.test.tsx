import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { MAX_MARKUPS, sharedMarkup } from './shared-markup';

/** A block with what the page's HTML render marks specially: adjacent text, an attribute to escape. */
function Block({ name, count }: { name: string; count: () => void }) {
  count();
  return (
    <p title={`"${name}" & co`}>
      {`Hello, `}
      {name}
      <span>{'<b>'}</span>
      {'!'}
    </p>
  );
}

describe('sharedMarkup', () => {
  it('writes the bytes the same tree writes inline', () => {
    const owner = {};
    const count = () => undefined;
    const shared = sharedMarkup([owner], 'block', () => <Block name="Ada" count={count} />);
    expect(renderToString(<div dangerouslySetInnerHTML={{ __html: shared }} />)).toBe(
      renderToString(
        <div>
          <Block name="Ada" count={count} />
        </div>,
      ),
    );
    expect(shared).toContain('Hello, <!-- -->Ada');
  });

  it('renders a block once for the same objects and key', () => {
    const site = {};
    const article = {};
    let renders = 0;
    const count = () => void (renders += 1);
    const render = () => sharedMarkup([site, article], 'card', () => <Block name="Ada" count={count} />);
    expect(render()).toBe(render());
    expect(renders).toBe(1);
  });

  it('renders afresh for another object or another key', () => {
    const site = {};
    let renders = 0;
    const count = () => void (renders += 1);
    const ada = sharedMarkup([site, {}], 'card', () => <Block name="Ada" count={count} />);
    const grace = sharedMarkup([site, {}], 'card', () => <Block name="Grace" count={count} />);
    const other = sharedMarkup([site], 'card h2', () => <Block name="Linus" count={count} />);
    expect(renders).toBe(3);
    expect(ada).toContain('Ada');
    expect(grace).toContain('Grace');
    expect(other).toContain('Linus');
  });
});

describe('sharedMarkup at its bound', () => {
  it('keeps the most recently used blocks and renders one dropped again', () => {
    let renders = 0;
    const count = () => void (renders += 1);
    const first = {};
    const block = (owner: object, name: string) =>
      sharedMarkup([owner], 'card', () => <Block name={name} count={count} />);
    block(first, 'First');
    const others = Array.from({ length: MAX_MARKUPS }, () => ({}));
    // The first stays the most recently used of all while the others fill the cache once over.
    others.forEach((owner, index) => {
      block(owner, `Other ${index}`);
      block(first, 'First');
    });
    expect(renders).toBe(1 + MAX_MARKUPS);
    // The other blocks used earliest went to make room; the latest are still kept.
    expect(block(others.at(-1)!, 'Other last')).toContain(`Other ${MAX_MARKUPS - 1}`);
    expect(renders).toBe(1 + MAX_MARKUPS);
    expect(block(others[0]!, 'Other first, again')).toContain('Other first, again');
    expect(renders).toBe(2 + MAX_MARKUPS);
  });

  it('renders again a block dropped under two owners, and keeps the block of the first owner alone', () => {
    let renders = 0;
    const count = () => void (renders += 1);
    const site = {};
    const cards = Array.from({ length: MAX_MARKUPS + 1 }, () => ({}));
    const card = (article: object, name: string) =>
      sharedMarkup([site, article], 'card', () => <Block name={name} count={count} />);
    const footer = () => sharedMarkup([site], 'footer', () => <Block name="Footer" count={count} />);
    footer();
    card(cards[0]!, 'Card 0');
    cards.slice(1).forEach((article, index) => {
      card(article, `Card ${index + 1}`);
      footer();
    });
    expect(renders).toBe(2 + MAX_MARKUPS);
    // The first card went to make room; the footer, used all along, stayed.
    expect(card(cards[0]!, 'Card 0, again')).toContain('Card 0, again');
    expect(footer()).toContain('Footer');
    expect(renders).toBe(3 + MAX_MARKUPS);
  });
});
