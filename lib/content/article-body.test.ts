import { describe, expect, it } from 'vitest';

import { renderArticleBody, sectionIds } from './article-body.ts';

const label = (heading: string) => `Link to this section: ${heading}`;
const render = (markdown: string, locale = 'en_US') => renderArticleBody(markdown, { locale, linkLabel: label });

const ARTICLE = [
  'The lead, with **emphasis**.',
  '',
  'A second paragraph of the lead.',
  '',
  '## Basic *lines*',
  '',
  'Text.',
  '',
  '### A subsection',
  '',
  '## `Kelly` & friends',
  '',
  '> ## Quoted, not a section',
  '',
  '## Basic lines',
].join('\n');

describe('renderArticleBody', () => {
  it('cuts the lead off before the first ## heading', () => {
    const { lead, sections } = render(ARTICLE);
    expect(lead).toContain('The lead');
    expect(lead).toContain('A second paragraph');
    expect(lead).not.toMatch(/<h2/);
    expect(sections.startsWith('<div class="section-heading"><h2 id="basic-lines">')).toBe(true);
  });

  it('lists the top-level ## headings with their ids and plain words, repeats numbered', () => {
    expect(render(ARTICLE).headings).toEqual([
      { id: 'basic-lines', text: 'Basic lines' },
      { id: 'kelly-friends', text: 'Kelly & friends' },
      { id: 'basic-lines-2', text: 'Basic lines' },
    ]);
  });

  it('gives each section heading its id, unprefixed, and a named link to itself beside it', () => {
    const { sections } = render(ARTICLE);
    expect(sections).toContain(
      '<div class="section-heading"><h2 id="kelly-friends"><code>Kelly</code> &#x26; friends</h2>' +
        '<a href="#kelly-friends" class="heading-anchor not-prose" aria-label="Link to this section: Kelly &#x26; friends">#</a></div>',
    );
    expect(sections).not.toContain('user-content-');
    // A ### heading and a heading inside a quote are no sections: no id, no link.
    expect(sections).toContain('<h3>A subsection</h3>');
    expect(sections).toContain('<h2>Quoted, not a section</h2>');
  });

  it('renders headings whose ids the footnotes reserve, each id unique and linked', () => {
    const { headings, sections } = render('## User content: notes\n\nA.\n\n## User content\n\n## User content');
    expect(headings.map((heading) => heading.id)).toEqual([
      'section-user-content-notes-2',
      'user-content',
      'section-user-content-2',
    ]);
    for (const { id } of headings) expect(sections).toContain(`<h2 id="${id}">`);
    expect(sections).toContain('<a href="#section-user-content-2" class="heading-anchor not-prose"');
  });

  it('keeps Russian and Turkish ids readable', () => {
    expect(render('## Шаг первый: цена\n\n## Ёмкость', 'ru_RU').headings.map((h) => h.id)).toEqual([
      'шаг-первый-цена',
      'ёмкость',
    ]);
    const turkish = render('Giriş.\n\n## İkinci adım: IŞIK', 'tr_TR');
    expect(turkish.sections).toContain('<h2 id="ikinci-adım-ışık">');
    expect(turkish.sections).toContain('href="#ikinci-adım-ışık"');
  });

  it('returns the whole body as the lead when it has no ## heading, and no lead when it opens with one', () => {
    expect(render('Just text.\n\n### Small')).toEqual({
      lead: '<p>Just text.</p>\n<h3>Small</h3>\n',
      sections: '',
      headings: [],
    });
    expect(render('## First\n\nText.').lead).toBe('');
  });

  it('still sanitises: raw HTML, its ids and javascript: links are dropped', () => {
    const { lead, sections } = render(
      'Lead <b id="main">x</b>\n\n<script>alert(1)</script>\n\n## Head\n\n<h2 id="related">raw</h2>\n\n[x](javascript:alert(1))',
    );
    const html = lead + sections;
    expect(html).not.toMatch(/<script|<b|id="main"|id="related"|javascript:/i);
  });

  it('is not cut early by text that spells the wrapper', () => {
    const { lead } = render('Lead `<div class="section-heading">` code.\n\n## Real');
    expect(lead).toContain('&#x3C;div class="section-heading">');
  });

  it('keeps footnote references and their notes linked', () => {
    const { sections } = render('## Notes\n\nText[^1].\n\n[^1]: The note.');
    const target = /href="#([^"]+)" id="user-content-fnref-1"/.exec(sections)?.[1];
    expect(target).toBeDefined();
    expect(sections).toContain(`<li id="${target}">`);
  });
});

describe('sectionIds', () => {
  it('gives the ids the page gives', () => {
    expect(sectionIds(ARTICLE, 'en_US')).toEqual(render(ARTICLE).headings.map((h) => h.id));
  });
});
