import { and, count, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { announcements } from '../db/schema';

export type AnnouncementRow = typeof announcements.$inferSelect;

export interface AnnouncementsAsked {
  lang: string;
  platform: string;
  types: string[];
  /** The audiences asked together ('A,F' on a member's first login); all of them when absent. */
  execution?: string[];
  now: number;
  pageNo: number;
  pageSize: number;
}

/** One page of the announcements already started, newest first, and how many there are in all. */
export async function announcementsPage(
  db: Db,
  asked: AnnouncementsAsked,
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const where = and(
    eq(announcements.lang, asked.lang),
    eq(announcements.platform, asked.platform),
    inArray(announcements.type, asked.types),
    lte(announcements.startsAt, new Date(asked.now)),
    asked.execution ? inArray(announcements.execution, asked.execution) : undefined,
  );
  const [counted] = await db.select({ total: count() }).from(announcements).where(where);
  const rows = await db
    .select()
    .from(announcements)
    .where(where)
    .orderBy(desc(announcements.startsAt), desc(announcements.id))
    .limit(asked.pageSize)
    .offset((asked.pageNo - 1) * asked.pageSize);
  return { rows, total: counted?.total ?? 0 };
}
