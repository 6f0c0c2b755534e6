import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { TableOfContents } from './TableOfContents';

const HEADINGS = [
  { id: 'формула', text: 'Формула' },
  { id: 'пример', text: 'Пример' },
  { id: 'частые-ошибки', text: 'Частые ошибки' },
];

describe('TableOfContents', () => {
  it('lists three or more sections as links to their ids, in a nav named by its heading', () => {
    const html = renderToStaticMarkup(<TableOfContents headings={HEADINGS} label="Содержание" />);
    expect(html).toBe(
      '<nav aria-labelledby="on-this-page" class="toc"><h2 id="on-this-page">Содержание</h2><ol>' +
        '<li><a href="#формула">Формула</a></li><li><a href="#пример">Пример</a></li>' +
        '<li><a href="#частые-ошибки">Частые ошибки</a></li></ol></nav>',
    );
  });

  it('shows nothing for fewer than three sections', () => {
    expect(renderToStaticMarkup(<TableOfContents headings={HEADINGS.slice(0, 2)} label="On this page" />)).toBe('');
    expect(renderToStaticMarkup(<TableOfContents headings={[]} label="On this page" />)).toBe('');
  });
});
