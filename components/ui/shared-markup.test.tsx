import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { sharedMarkup } from './shared-markup';

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
