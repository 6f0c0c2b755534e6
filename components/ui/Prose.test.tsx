import { describe, expect, it } from 'vitest';

import { wrapTables } from './Prose';
import { renderMarkdown } from '@/lib/content/markdown';

describe('wrapTables', () => {
  it('puts each table of rendered markdown in a box of its own, its name waiting for the shell', () => {
    const html = renderMarkdown('| a | b |\n|---|---|\n| 1 | 2 |\n\nText.\n\n| c |\n|---|\n| 3 |\n');
    const wrapped = wrapTables(html, 'Table, scrolls sideways');
    const boxes = wrapped.match(
      /<div class="table-scroll" data-scroll-label="Table, scrolls sideways \([12]\/2\)"><table>/g,
    );
    expect(boxes).toHaveLength(2);
    expect(wrapped.match(/<\/table><\/div>/g)).toHaveLength(2);
    expect(wrapped.replace(/<div[^>]*>|<\/div>/g, '')).toBe(html);
  });

  it('escapes the label and leaves HTML without tables as it is', () => {
    expect(wrapTables('<table></table>', 'A "wide" <table> & more')).toContain(
      'data-scroll-label="A &quot;wide&quot; &lt;table> &amp; more"',
    );
    expect(wrapTables('<p>No table</p>', 'x')).toBe('<p>No table</p>');
  });

  it('numbers the names when a page has more than one table, across the parts it is rendered in', () => {
    const names = (html: string) => [...html.matchAll(/data-scroll-label="([^"]*)"/g)].map((match) => match[1]);
    expect(names(wrapTables('<table></table><p>x</p><table></table>', 'Table'))).toEqual([
      'Table (1/2)',
      'Table (2/2)',
    ]);
    expect(names(wrapTables('<table></table>', 'Table', { first: 3, total: 3 }))).toEqual(['Table (3/3)']);
    expect(names(wrapTables('<table></table>', 'Table'))).toEqual(['Table']);
  });
});
