import { describe, expect, it } from 'vitest';
import { helpSections } from '../system/helpSections';
import { demoHelpArticles } from './helpArticles';

const languages = ['en', 'ar'] as const;
const allowedTags = new Set(['p', 'ul', 'li', 'strong', 'h3']);

describe('demoHelpArticles', () => {
  it('gives every article in both languages under the same id, section and position', () => {
    const key = (lang: string) =>
      demoHelpArticles
        .filter((row) => row.lang === lang)
        .map((row) => `${row.id}|${row.sectionKey}|${row.sort}`)
        .sort();
    expect(key('ar')).toEqual(key('en'));
    expect(demoHelpArticles.length).toBe(key('en').length * 2);
  });

  it('has unique ids per language and a terms section in each language', () => {
    for (const lang of languages) {
      const rows = demoHelpArticles.filter((row) => row.lang === lang);
      expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
      const sections = helpSections(demoHelpArticles, lang);
      expect(sections.map((section) => section.key)).toEqual([
        'account',
        'deposit',
        'games',
        'responsible',
        'term',
      ]);
      for (const section of sections) expect(section.articles.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('numbers eight clauses in the terms and conditions', () => {
    for (const lang of languages) {
      const terms = demoHelpArticles.find((row) => row.lang === lang && row.id === 'term-conditions');
      const clauses = terms?.content.match(/<h3>\d+\. /g) ?? [];
      expect(clauses.length).toBe(8);
    }
  });

  it('uses only p, ul, li, strong and h3, without attributes, balanced', () => {
    for (const row of demoHelpArticles) {
      const open: string[] = [];
      for (const [tag] of row.content.matchAll(/<[^>]*>/g)) {
        const match = /^<(\/?)([a-z0-9]+)>$/.exec(tag);
        expect(match, `${row.id}/${row.lang}: ${tag}`).not.toBeNull();
        const [, closing, name = ''] = match ?? [];
        expect(allowedTags.has(name), `${row.id}/${row.lang}: <${name}>`).toBe(true);
        if (closing) expect(open.pop(), `${row.id}/${row.lang}: ${tag}`).toBe(name);
        else open.push(name);
      }
      expect(open, `${row.id}/${row.lang} leaves tags open`).toEqual([]);
      // No stray angle brackets outside tags (an unclosed '<' would hide text or start markup).
      expect(row.content.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/);
    }
  });

  it('writes the Arabic articles in Arabic', () => {
    for (const row of demoHelpArticles.filter((item) => item.lang === 'ar')) {
      expect(row.title).toMatch(/\p{Script=Arabic}/u);
      expect(row.sectionTitle).toMatch(/\p{Script=Arabic}/u);
    }
  });
});

describe('helpSections', () => {
  it('groups one language, sorts articles within a section and keeps the section order', () => {
    const rows = [
      {
        id: 'b',
        lang: 'en' as const,
        sectionKey: 's1',
        sectionTitle: 'S1',
        sort: 2,
        title: 'B',
        content: '',
      },
      {
        id: 'x',
        lang: 'ar' as const,
        sectionKey: 's0',
        sectionTitle: 'S0',
        sort: 1,
        title: 'X',
        content: '',
      },
      {
        id: 'a',
        lang: 'en' as const,
        sectionKey: 's1',
        sectionTitle: 'S1',
        sort: 1,
        title: 'A',
        content: '',
      },
      {
        id: 'c',
        lang: 'en' as const,
        sectionKey: 's2',
        sectionTitle: 'S2',
        sort: 1,
        title: 'C',
        content: '',
      },
    ];
    expect(helpSections(rows, 'en')).toEqual([
      {
        key: 's1',
        title: 'S1',
        articles: [
          { id: 'a', title: 'A', content: '' },
          { id: 'b', title: 'B', content: '' },
        ],
      },
      { key: 's2', title: 'S2', articles: [{ id: 'c', title: 'C', content: '' }] },
    ]);
    expect(helpSections(rows, 'fr')).toEqual([]);
  });
});
