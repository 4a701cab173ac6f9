import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { helpArticles } from '../db/schema';
import type { HelpArticleRow } from './helpSections';

/** The help-centre articles of a language, in their order. */
export function helpArticlesOf(db: Db, lang: string): Promise<HelpArticleRow[]> {
  return db.select().from(helpArticles).where(eq(helpArticles.lang, lang)).orderBy(asc(helpArticles.sort));
}
