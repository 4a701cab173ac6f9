import { and, desc, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { gameAnnouncements } from '../db/schema';

export type GameAnnouncementRow = typeof gameAnnouncements.$inferSelect;

/**
 * The latest 50 game announcements already started, newest first: for one vendor when given (its own and
 * those for every vendor, stored with vassalage ''), else all of them.
 */
export function gameAnnouncementsOf(
  db: Db,
  { now, vassalage }: { now: number; vassalage: string },
): Promise<GameAnnouncementRow[]> {
  return db
    .select()
    .from(gameAnnouncements)
    .where(
      and(
        lte(gameAnnouncements.startsAt, new Date(now)),
        vassalage ? inArray(gameAnnouncements.vassalage, ['', vassalage]) : undefined,
      ),
    )
    .orderBy(desc(gameAnnouncements.startsAt), desc(gameAnnouncements.id))
    .limit(50);
}
