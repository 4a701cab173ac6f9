import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { notices } from '../db/schema';

export type NoticeRow = typeof notices.$inferSelect;

/** The notices of a type in a language, in their order. */
export function noticesOf(db: Db, type: string, lang: string): Promise<NoticeRow[]> {
  return db
    .select()
    .from(notices)
    .where(and(eq(notices.type, type), eq(notices.lang, lang)))
    .orderBy(asc(notices.sort), asc(notices.id));
}
