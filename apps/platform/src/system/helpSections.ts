import type { HelpSection } from '@portal/api';

/** A stored help article (a row of help_articles). */
export interface HelpArticleRow {
  id: string;
  lang: string;
  sectionKey: string;
  sectionTitle: string;
  sort: number;
  title: string;
  content: string;
}

/** One language's articles grouped as the help-centre call returns them, sections in first-seen order. */
export function helpSections(rows: readonly HelpArticleRow[], lang: string): HelpSection[] {
  const sections = new Map<string, HelpSection>();
  const sorted = rows.filter((row) => row.lang === lang).toSorted((a, b) => a.sort - b.sort);
  // Section order comes from the unsorted rows, so sorting articles never reorders the sections.
  for (const row of rows) {
    if (row.lang === lang && !sections.has(row.sectionKey)) {
      sections.set(row.sectionKey, { key: row.sectionKey, title: row.sectionTitle, articles: [] });
    }
  }
  for (const row of sorted) {
    sections.get(row.sectionKey)?.articles.push({ id: row.id, title: row.title, content: row.content });
  }
  return [...sections.values()];
}
