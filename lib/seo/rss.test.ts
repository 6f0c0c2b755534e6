import fc from 'fast-check';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';

import { makeArticle } from '../../tests/support/content/make-article.ts';
import type { Article, Site } from '../content/model/index.ts';
import { buildRss } from './rss.ts';

const site = {
  id: 'feedtest',
  title: 'Feed & Test',
  brand: 'Feed & Test',
  tagline: 'Odds <and> ends',
  domain: 'https://www.example.com',
  language: 'en-US',
} as Site;

function articleWith(title: string, description: string): Article {
  return { ...makeArticle(1, [{ category: 'c', subcategory: 's' }], title), description };
}

/** The items' titles and descriptions as a real XML parser reads them back. */
function readItems(xml: string): { title: string; description: string }[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ parseTagValue: false, trimValues: false }).parse(xml);
  const items = parsed.rss.channel.item;
  return (Array.isArray(items) ? items : [items]).map((item: { title: unknown; description: unknown }) => ({
    title: String(item.title),
    description: String(item.description),
  }));
}

describe('buildRss', () => {
  it('keeps every ]]> of a title and description inside well-formed XML', () => {
    const title = 'Odds ]]> and ]]> more ]]>]]>';
    const description = ']]>]]>]]> three <b>tags</b> & ampersands';
    expect(readItems(buildRss(site, [articleWith(title, description)]))).toEqual([{ title, description }]);
  });

  it('is well-formed XML that reads back exactly, for any text XML can carry (property)', () => {
    const xmlText = fc
      .string({ unit: fc.constantFrom(']', ']]>', '>', '<', '&', '"', "'", 'a', ' ', 'é', '🃏', '<![CDATA[', '\t') })
      .filter((text) => text.trim() === text && text.length > 0);
    fc.assert(
      fc.property(xmlText, xmlText, (title, description) => {
        expect(readItems(buildRss(site, [articleWith(title, description)]))).toEqual([{ title, description }]);
      }),
    );
  });

  it('refuses a character XML cannot carry, naming the file and field', () => {
    expect(() => buildRss(site, [articleWith('Bell \u0007 title', 'd')])).toThrow(
      'rss.xml: content/test/articles/article-1.md, title holds U+0007, a character XML cannot carry',
    );
    expect(() => buildRss(site, [articleWith('t', 'lone \uD800 surrogate')])).toThrow(
      'content/test/articles/article-1.md, description holds U+D800',
    );
  });
});
